import type { AboutCopy } from "./marketing-copy.ts";

/**
 * /about in Spanish (about-en.tsx is the English), a chunk of its own
 * (marketing-copy.ts): Berea's voice, warm and plain, to one person (tú).
 * Acts 17:11 is quoted in the Reina-Valera 1909, exactly.
 */
export const spanish: AboutCopy = {
  title: "Quiénes somos · Berea",
  eyebrow: "Quiénes somos",
  heading: "Te damos la bienvenida a Berea",
  intro: [
    <>
      Berea es un lugar para leer, aprender y amar la Biblia, un poco cada día. Reúne lo que ayuda a un creyente a crecer:
      la Escritura misma, devocionales breves, cuestionarios que te llevan de vuelta al texto, y libros y artículos para ir
      más a fondo.
    </>,
    <>
      Nuestro nombre viene de la ciudad de Berea, en el libro de los Hechos. Cuando Pablo y Silas enseñaron allí, los de
      Berea &ldquo;recibieron la palabra con toda solicitud, escudriñando cada día las Escrituras, si estas cosas eran
      así&rdquo; (Hechos 17:11, Reina-Valera 1909). Esperamos animarte a leer así: con ganas y con cuidado.
    </>,
    <>
      Estamos construyendo Berea para los creyentes de todos los días: para unos minutos tranquilos por la mañana, para las
      familias que leen juntas y para las iglesias y los grupos pequeños que estudian lado a lado. La mantenemos tranquila y
      honesta, sin ruido y sin culpa por un día perdido, y citamos la Escritura con exactitud, con su referencia y su
      traducción.
    </>,
  ],
  featuresHeading: "Lo que encontrarás en Berea",
  features: [
    { title: "Cuestionarios bíblicos", text: "Preguntas de opción múltiple, de verdadero o falso, para completar y de varias respuestas, cada una unida a su versículo." },
    { title: "Devocionales diarios", text: "Una lectura y una reflexión breves para cada mañana, con el pasaje completo." },
    { title: "Herramientas para memorizar las Escrituras", text: "Un repaso tranquilo que ayuda a que los versículos que amas te acompañen toda la semana." },
    { title: "Retos de fe", text: "Metas de una o dos semanas, a solas, con tu círculo o con tu Familia, como leer Marcos en 16 días o aprender de memoria el Salmo 23." },
    { title: "Un muro de oración", text: "Comparte una petición y haz saber a otros que estás orando por ellos." },
    { title: "Juegos y actividades bíblicas", text: "Acertijos y juegos de palabras para todas las edades, hechos con el propio texto." },
    { title: "Círculos de fe", text: "Grupos pequeños de estudio y oración, cada uno con su propia conversación, a los que se entra por invitación." },
    { title: "La Biblia en varios idiomas", text: "La King James Version, la World English Bible y la Reina-Valera 1909." },
    { title: "Caminos de aprendizaje guiado", text: "Recorridos paso a paso por un libro, un tema o la historia de toda la Biblia." },
    { title: "Libros, artículos y reflexiones cristianas", text: "Libros clásicos y artículos bien pensados para ir más a fondo." },
  ],
  communityHeading: "Únete a la comunidad",
  communityText:
    "Berea es mejor en compañía. Habla con otros miembros, pregunta sobre un pasaje o cuéntanos qué te ayudaría a leer con más constancia.",
  circles: "Círculos de fe",
  emailUs: "Escríbenos",
  contactPage: "Página de contacto",
};
