import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import type { LandingCopy } from "./landing-copy.ts";

/**
 * The landing page in Spanish (landing-copy.ts): written for the Spanish
 * reader in Berea's voice, warm and plain, speaking to one person (tú).
 * Scripture is the Reina-Valera 1909, quoted exactly.
 */
export const spanish: LandingCopy = {
  language: "es",
  title: "Berea: escudriña las Escrituras cada día",
  hero: {
    eyebrow: "Cuestionarios bíblicos, devocionales y planes de lectura",
    title: "Escudriña las Escrituras cada día",
    lead: "Berea te ayuda a leer la Biblia, a recordarla y a entenderla. Un devocional breve cada mañana, cuestionarios que te llevan de vuelta al texto y planes de lectura que reciben un día perdido con gracia.",
    start: "Empieza tu camino",
    learnMore: "Conoce más",
    verse: <>&ldquo;&hellip;recibieron la palabra con toda solicitud, escudriñando cada día las Escrituras, si estas cosas eran así.&rdquo;</>,
    verseCaption: "Hechos 17:11, Reina-Valera 1909",
  },
  verseTranslation: "rv1909",
  why: {
    eyebrow: "Por qué Berea",
    title: "Un lugar tranquilo para crecer en la Palabra",
    intro: "Berea está hecha para creyentes de todos los días que quieren conocer mejor la Biblia, unos minutos cada vez.",
    reasons: [
      {
        title: "La Escritura en el centro",
        text: "Cada pregunta, devocional y artículo señala el versículo del que nace, para que cada respuesta sea un camino de vuelta al texto.",
      },
      {
        title: "Cuestionarios que se sienten como un juego",
        text: "Rondas cortas, la respuesta al instante y el versículo que la respalda. Aprendes sin la presión de un examen.",
      },
      {
        title: "Planes que perdonan un día perdido",
        text: "Los planes de lectura y los caminos devocionales siguen donde lo dejaste. Un día perdido se recibe con gracia, no con una racha rota.",
      },
      {
        title: "Para familias y grupos",
        text: "Un solo plan Familia cubre hasta cinco personas con el progreso compartido, y las iglesias y los grupos pequeños pueden pedirnos un precio a su medida.",
      },
    ],
  },
  demo: {
    eyebrow: "Prueba una pregunta",
    title: "Cada respuesta lleva de vuelta al texto",
    intro: "Cada pregunta trae una pista de la Escritura y el versículo que respalda la respuesta, así que un cuestionario nunca es solo una puntuación.",
    caption: "Una pregunta de muestra. Tu respuesta se queda en esta página.",
    count: "Pregunta 3 de 10",
    topic: "Hechos",
    progressLabel: "Progreso del cuestionario",
    question: "¿En qué ciudad escudriñaba la gente las Escrituras cada día para comprobar lo que Pablo enseñaba?",
    choices: ["Tesalónica", "Berea", "Atenas", "Corinto"],
    hint: "Pista",
    hintVerse: (
      <>
        &ldquo;Y fueron éstos más nobles que los que estaban en Tesalónica, pues recibieron la palabra con toda solicitud,
        escudriñando cada día las Escrituras, si estas cosas eran así.&rdquo;
      </>
    ),
    hintReference: "Hechos 17:11 (RV1909)",
    chooseFirst: "Elige primero una respuesta.",
    correct: "Así es: Berea. Pablo y Silas fueron enviados allí de noche, y los de Berea escudriñaban cada día las Escrituras (Hechos 17:10-11).",
    wrong: "No exactamente. La respuesta es la B, Berea. Lee Hechos 17:10-11 para ver por qué.",
    skipped: "En un cuestionario de verdad, Saltar pasa a la siguiente pregunta. Esta muestra tiene solo una.",
    submit: "Enviar respuesta",
    skip: "Saltar",
    tabs: { home: "Inicio", stats: "Estadísticas", settings: "Ajustes" },
  },
  pricing: {
    eyebrow: "Precios",
    title: "Empieza gratis y crece a tu propio ritmo",
    intro: "Todos los planes incluyen un versículo diario. Pasa a otro plan cuando quieras más, y cancela cuando quieras.",
    cycleLegend: "Periodo de pago",
    cycles: {
      monthly: { label: "Mensual", suffix: "/mes", spokenSuffix: "al mes" },
      annual: { label: "Anual", suffix: "/año", spokenSuffix: "al año" },
    },
    plans: {
      free: {
        name: "Gratis",
        summary: "Un versículo diario y algunos cuestionarios, para empezar.",
        features: ["12 cuestionarios al día", "Categorías básicas de preguntas", "Acceso limitado a artículos (4 al mes)", "Versículos bíblicos diarios"],
        cta: "Empieza gratis",
      },
      premium: {
        name: "Premium",
        summary: "Todo lo que Berea ofrece, para una persona.",
        features: ["Cuestionarios ilimitados", "Todos los temas de preguntas", "Caminos devocionales y seguimiento del progreso", "Artículos completos y PDF"],
        cta: "Elige Premium",
      },
      family: {
        name: "Familia",
        summary: "Un plan para toda la casa.",
        features: ["Todo lo de Premium", "Hasta 5 miembros de la familia", "Progreso devocional compartido", "Panel para padres"],
        cta: "Elige Familia",
      },
    },
    percentOff: (percent) => `${percent} % de descuento`,
    comparedWithMonthly: " frente al pago mensual",
    freeNoCard: "Gratis, sin tarjeta",
    orAnnual: (price, percent) => `O ${price} al año, con un ${percent} % de descuento`,
    // US dollars, written the Spanish way: "2,99 US$".
    formatPrice: (dollars) => `${dollars === 0 ? "0" : dollars.toFixed(2).replace(".", ",")} US$`,
    groups: "¿Guías una iglesia o un grupo pequeño? Tenemos precios a su medida.",
    groupsLink: "Cuéntanos sobre tu grupo",
  },
  testimonials: {
    eyebrow: "Testimonios",
    title: "Lo que dicen los miembros",
    intro: "Unas palabras de quienes leen con Berea.",
    carousel: "Testimonios",
    page: (page, pages) => `Página ${page} de ${pages}`,
    previous: "Testimonios anteriores",
    next: "Testimonios siguientes",
    rated: (rating) => `Valoración: ${String(rating).replace(".", ",")} de 5`,
    items: [
      {
        name: "Grace Mensah",
        detail: "Miembro Premium",
        rating: 5,
        content:
          "Antes leía un capítulo y a mediodía ya lo había olvidado. Los cuestionarios me devuelven al versículo, y ahora los pasajes me acompañan todo el día.",
      },
      {
        name: "Daniel Ortiz",
        detail: "Plan Familia",
        rating: 4.5,
        content:
          "Nuestros dos adolescentes hacen el cuestionario del día en el desayuno y hablamos del versículo de camino a la escuela. Se ha vuelto un hábito pequeño y bueno.",
      },
      {
        name: "Ruth Adeyemi",
        detail: "Plan Gratis",
        rating: 5,
        content: "Los devocionales son breves y sinceros. Cuando me salto un día nada me regaña; el plan simplemente espera a que vuelva.",
      },
      {
        name: "Samuel Kim",
        detail: "Líder de grupo pequeño",
        rating: 4,
        content:
          "Usamos los cuestionarios para abrir nuestro estudio de los miércoles. Todos juegan, nadie se siente examinado, y el grupo entra enseguida en el pasaje.",
      },
      {
        name: "Esther Lindqvist",
        detail: "Miembro Premium",
        rating: 4.5,
        content:
          "Leer la King James y la World English Bible una al lado de la otra me ha ayudado con las palabras antiguas. Entiendo mucho más de lo que leo.",
      },
      {
        name: "Joseph Nwosu",
        detail: "Plan Familia",
        rating: 5,
        content:
          "Mi madre lee la Reina-Valera y yo la King James, y seguimos juntos el mismo plan. Eso ha significado mucho para nosotros.",
      },
    ],
  },
  members: {
    before: "Únete a",
    after: " personas que escudriñan las Escrituras cada día",
    text: "Empieza hoy con un versículo. Registrarte lleva menos de un minuto, y el plan Gratis sigue siendo gratis.",
    cta: "Crea tu cuenta gratis",
    formatCount: (value) => value.toLocaleString("es-ES"),
  },
  faq: {
    eyebrow: "Preguntas frecuentes",
    title: "Preguntas y respuestas",
    intro: (link) => <>Si la tuya no está aquí, {link("escríbenos")}.</>,
    items: [
      {
        question: "¿Qué es Berea?",
        answer: (
          <>
            Berea es un lugar para leer y aprender la Biblia un poco cada día: versículos y devocionales diarios, cuestionarios
            unidos a los versículos de los que nacen, planes de lectura, y libros y artículos cristianos. El nombre viene de
            Hechos 17:11, donde los de Berea recibieron la palabra &ldquo;escudriñando cada día las Escrituras&rdquo;.
          </>
        ),
      },
      {
        question: "¿Berea es gratis?",
        answer: (
          <>
            Sí. El plan Gratis te da un versículo bíblico diario, 12 cuestionarios al día, las categorías básicas de preguntas y
            4 artículos al mes, durante todo el tiempo que quieras. Premium y Familia añaden cuestionarios ilimitados, todos los
            temas, los caminos devocionales y la biblioteca completa.
          </>
        ),
      },
      {
        question: "¿Qué traducciones de la Biblia puedo leer?",
        answer: (
          <>
            La Reina-Valera 1909 en español y, en inglés, la King James Version y la World English Bible. Las tres son de
            dominio público, así que podemos ofrecerlas completas. Cada versículo que citamos nombra su traducción.
          </>
        ),
      },
      {
        question: "¿Cómo funciona el plan Familia?",
        answer: (
          <>
            Una persona tiene el plan e invita hasta a 5 miembros de su familia. Cada uno recibe todo lo de Premium y su propio
            progreso, el progreso devocional se puede compartir y el panel para padres muestra cómo les va a los hijos. Los
            menores de 13 años solo pueden unirse mediante un plan Familia, con el consentimiento de quien lo tiene.
          </>
        ),
      },
      {
        question: "¿Puedo cancelar cuando quiera?",
        answer: (
          <>
            Sí. Puedes cancelar desde tu cuenta cuando lo desees. Tu plan sigue activo hasta el final del periodo que pagaste,
            no se te vuelve a cobrar y tu cuenta continúa con el plan Gratis.
          </>
        ),
      },
      {
        question: "¿Tienen precios para iglesias y grupos?",
        answer: (
          <>
            Sí. Las iglesias, las escuelas y los grupos pequeños pueden acordar con nosotros un precio a su medida. Envíanos unas
            líneas sobre tu grupo desde la <QueryLink to={paths.contact}>página de contacto</QueryLink> y te responderemos.
          </>
        ),
      },
      {
        question: "¿Qué pasa si me salto un día?",
        answer: (
          <>
            Nada malo. Los planes de lectura y los caminos devocionales te esperan y siguen donde lo dejaste. Nunca te enviaremos
            una alarma de racha rota.
          </>
        ),
      },
    ],
  },
};
