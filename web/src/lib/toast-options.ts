import type { ToasterProps } from "react-hot-toast";

/** Toast durations from the spec (section 8), for every Toaster the app mounts. */
export const toastOptions: ToasterProps["toastOptions"] = {
  duration: 4000,
  success: { duration: 2000 },
  error: { duration: 4000 },
  className: "toast",
};
