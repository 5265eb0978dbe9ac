/** The web fonts' faces, loaded after the landing's first paint (entry-boot.ts). */
import "@fontsource-variable/inter/wght.css";
import "@fontsource-variable/literata/wght.css";
