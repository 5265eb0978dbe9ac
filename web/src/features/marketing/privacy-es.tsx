import { QueryLink } from "../../components/query-link.tsx";
import { paths, supportEmail } from "../../config/paths.ts";
import type { LegalCopy } from "./marketing-copy.ts";

/**
 * The Privacy Policy in Spanish (privacy-en.tsx is the English): the same
 * sections, in the same order and with the same meaning, said to the reader
 * (tú), a chunk of its own (marketing-copy.ts). The app's own words are
 * quoted as a Spanish reader sees them («Cuenta eliminada», «Lo intentaron»,
 * «Alguien en Berea»).
 */
export const spanish: LegalCopy = {
  title: "Política de privacidad",
  updated: "2026-11-27",
  summary: (
    <p>
      En pocas palabras: solo recogemos lo que necesitamos para hacer funcionar Berea, nunca vendemos tu información y no
      mostramos publicidad. Los pagos con tarjeta pasan por Stripe, así que nunca vemos el número de tu tarjeta. En tu{" "}
      <QueryLink to={paths.account}>página de cuenta</QueryLink> puedes cambiar tu nombre, tu correo electrónico y tu
      contraseña, descargar todo lo que guardamos sobre ti y eliminar tu cuenta sin tener que pedírnoslo, cuando quieras.
    </p>
  ),
  body: (
    <>
      <h2>1. Quiénes somos</h2>
      <p>
        Berea («nosotros») gestiona el sitio web y la aplicación de Berea. Esta política explica qué información guardamos
        sobre ti, por qué, y qué opciones tienes. Se aplica junto con nuestros{" "}
        <QueryLink to={paths.terms}>Términos del servicio</QueryLink>.
      </p>

      <h2>2. Qué recogemos</h2>
      <ul>
        <li>
          <strong>Tu cuenta.</strong> Tu nombre, tu dirección de correo electrónico y, si te invitaron, el código de
          invitación que usaste. Tu zona horaria, tomada de tu navegador cuando te registras: los cuestionarios de tu día, los
          artículos del mes, tus rachas y el devocional de hoy la siguen, y puedes cambiarla una vez al día en tu panel. Si
          te uniste con el enlace de un amigo, una huella de un solo sentido (un hash) del buzón de tu correo, para
          que una persona haga ganar a su amigo una sola recompensa, sin importar cómo se escriba la dirección (un amigo puede ganar
          hasta 12 al año). El acceso lo gestiona Firebase Authentication, un servicio de Google. Tu contraseña se guarda allí
          de forma protegida; nosotros nunca la guardamos de forma legible. Si entras con Google, Google comparte con nosotros
          tu nombre y tu dirección de correo electrónico.
        </li>
        <li>
          <strong>Cómo usas Berea.</strong> Tus respuestas y puntuaciones en los cuestionarios, tu avance en los devocionales
          y los planes de lectura, tus notas privadas en los devocionales, los artículos que abriste cada mes, lo que hiciste
          cada día (para los gráficos de tu panel) y los ajustes que eliges, para que Berea pueda seguir donde lo
          dejaste.
        </li>
        <li>
          <strong>Lo que compartes.</strong> Tus mensajes en los círculos de fe (con tu nombre), los círculos en los que
          estás, tus peticiones de oración y las peticiones por las que oraste o que reportaste y, si eliges que se muestre, tu
          nombre de pila en la lista «Lo intentaron» de un tema de cuestionario. Una petición de oración que compartes de forma
          anónima se guarda sin tu nombre ni tu cuenta: solo el registro de tu propia cuenta dice que es tuya, para que puedas
          encontrarla, responderla y eliminarla.
        </li>
        <li>
          <strong>Planes Familia e invitaciones.</strong> Si eres titular de un plan Familia, sus miembros y las invitaciones
          que hiciste (con el correo electrónico al que iba cada invitación); si estás en uno, tu lugar en él. Con qué código
          de invitación te registraste, y las invitaciones que contaron para ti.
        </li>
        <li>
          <strong>Pagos.</strong> Si compras un plan de pago, Stripe recoge los datos de tu tarjeta y procesa el pago. Solo
          recibimos lo que necesitamos para gestionar tu plan: qué plan elegiste, su estado y su fecha de renovación, y una
          referencia a tu registro de pago en Stripe. Nunca vemos ni guardamos el número completo de tu tarjeta.
        </li>
        <li>
          <strong>Mensajes que nos envías.</strong> El nombre, la dirección de correo electrónico y el mensaje que nos envías
          por el formulario de contacto o por correo electrónico.
        </li>
        <li>
          <strong>Información técnica.</strong> Tu dirección IP y datos básicos de tu navegador, que nuestros servidores
          registran por poco tiempo para mantener Berea segura y evitar abusos, por ejemplo limitando cuántas veces se puede
          enviar un formulario.
        </li>
      </ul>

      <h2>3. Cómo la usamos</h2>
      <ul>
        <li>para ofrecerte Berea: tu cuenta, tu avance y las funciones de tu plan;</li>
        <li>para cobrar los planes de pago y enviarte recibos y avisos sobre tu cuenta;</li>
        <li>para responderte cuando nos escribes;</li>
        <li>para mantener Berea segura y encontrar y corregir problemas;</li>
        <li>
          para entender, con totales y no sobre ti en particular, qué partes de Berea se usan, y así poder mejorarla.
        </li>
      </ul>
      <p>
        No vendemos ni alquilamos tu información, no mostramos publicidad y no te enviaremos correos de marketing a menos que
        nos los pidas.
      </p>

      <h2>4. Dónde se guarda tu información</h2>
      <p>
        Tu cuenta y tu avance se guardan en Google Cloud Firestore y en Firebase Authentication, que Google gestiona por
        encargo nuestro. Los pagos los gestiona Stripe. Estas empresas tratan la información solo según nuestras instrucciones
        y bajo sus propios compromisos de seguridad y privacidad. Tu información puede guardarse y tratarse en los Estados
        Unidos y en otros países donde operan.
      </p>

      <h2>5. Cookies y almacenamiento en tu dispositivo</h2>
      <p>
        Usamos unas pocas cookies y entradas de almacenamiento del navegador que Berea necesita para funcionar: una cookie de
        sesión que mantiene tu sesión abierta (hasta 20 días), el estado de acceso que guarda Firebase Authentication, y tus
        elecciones, como el tema claro u oscuro y el plan que seleccionaste. Stripe puede poner sus propias cookies en el paso
        del pago para prevenir el fraude. No usamos cookies de publicidad ni de seguimiento entre sitios.
      </p>

      <h2>6. Quién puede verla</h2>
      <ul>
        <li>Tú, siempre que hayas iniciado sesión.</li>
        <li>
          Si eres miembro de un plan Familia, el titular del plan puede ver tu avance y el avance en los devocionales que
          compartes.
        </li>
        <li>
          Los demás miembros solo ven lo que eliges publicar en espacios compartidos, como el muro de oración o un círculo de
          fe. Una petición de oración compartida de forma anónima aparece para todos como «Alguien en Berea», también para
          nuestros moderadores.
        </li>
        <li>Los proveedores de servicios mencionados arriba, solo para hacer funcionar Berea.</li>
        <li>Las autoridades, solo cuando la ley nos obligue a compartirla.</li>
      </ul>

      <h2>7. Niños</h2>
      <p>
        Berea no está pensada para que los menores de 13 años la usen por su cuenta. Un menor de 13 años solo puede usar Berea
        como miembro de un plan Familia, añadido por el titular del plan, que debe ser su padre, su madre o su tutor legal y da
        su consentimiento en su nombre. De estos niños guardamos solo lo que el servicio necesita: un nombre de pila y su
        avance en los cuestionarios y la lectura. El titular del plan puede revisar esta información o pedirnos que la
        eliminemos en cualquier momento. Si sabemos que un menor de 13 años tiene una cuenta sin ese consentimiento, la
        eliminaremos.
      </p>

      <h2>8. Cuánto tiempo la guardamos</h2>
      <p>
        Guardamos la información de tu cuenta mientras tengas una cuenta. Los mensajes que nos envías se guardan solo el tiempo
        que los necesitemos para ayudarte. Los registros de pago se guardan en Stripe durante el tiempo que exijan las leyes
        fiscales y contables.
      </p>
      <p>Cuando eliminas tu cuenta en tu página de cuenta (primero te pedimos tu contraseña):</p>
      <ul>
        <li>
          se cancela en Stripe tu plan de pago, así que no se te vuelve a cobrar; si eres titular de un plan Familia con
          miembros, sigue hasta el final del periodo ya pagado, y a sus miembros se les avisa en sus páginas de cuenta y de
          Familia de que termina entonces;
        </li>
        <li>
          se eliminan tu perfil, tu acceso, tu avance, tus notas, tu historial de cuestionarios, tus planes de lectura, tus
          peticiones de oración (con las oraciones contadas en ellas), tu código de invitación, tu plan Familia y sus
          invitaciones, y los mensajes que nos enviaste;
        </li>
        <li>
          lo que los demás siguen viendo se vuelve anónimo: tus mensajes en los círculos de fe se quedan en la conversación,
          firmados «Cuenta eliminada»; sales de todos los círculos (un círculo del que eres dueño pasa al miembro más antiguo);
          tu nombre sale de «Lo intentaron» y tus reportes se retiran; una oración que hiciste sigue contando, sin tu nombre;
        </li>
        <li>
          solo guardamos lo que no identifica a nadie: una huella de un solo sentido del buzón de tu correo si una invitación
          contó para él (para que una cuenta nueva con ese correo no gane una segunda recompensa), recuentos con claves
          codificadas que caducan en menos de una hora, y el registro de que se atendieron los avisos de Stripe.
        </li>
      </ul>
      <p>La información eliminada desaparece de las copias de seguridad a medida que estas se reemplazan.</p>

      <h2>9. Tus opciones y derechos</h2>
      <p>
        En tu <QueryLink to={paths.account}>página de cuenta</QueryLink> puedes cambiar tu nombre, tu correo electrónico (te
        enviamos un enlace a la nueva dirección, y queda confirmada en cuanto lo abres) y tu contraseña; descargar una copia de
        todo lo que guardamos sobre ti, en un solo archivo; y eliminar tu cuenta junto con la información que va con ella.
        También puedes escribir a <a href={`mailto:${supportEmail}`}>{supportEmail}</a> desde la dirección de correo
        electrónico de tu cuenta y te ayudaremos. Según dónde vivas, puede que tengas otros derechos según la ley local, como el
        derecho a oponerte a algunos usos o a presentar una reclamación ante una autoridad de protección de datos; te
        ayudaremos a ejercerlos.
      </p>

      <h2>10. Cómo la protegemos</h2>
      <p>
        Berea se sirve solo a través de conexiones cifradas. Nuestra base de datos no se puede alcanzar directamente desde los
        navegadores: cada petición pasa por nuestro propio servidor, que comprueba quién pregunta. El acceso a tu información
        dentro de Berea se limita a lo que cada tarea necesita. Ningún sistema es perfectamente seguro, y si alguna vez una
        brecha de seguridad te afecta, te lo diremos sin demora.
      </p>

      <h2>11. Cambios en esta política</h2>
      <p>
        Si cambiamos esta política, publicaremos aquí la nueva versión con una fecha nueva y, si el cambio te afecta, te
        escribiremos por correo electrónico antes de que entre en vigor.
      </p>

      <h2>12. Contacto</h2>
      <p>
        Para cualquier pregunta sobre tu privacidad, escribe a <a href={`mailto:${supportEmail}`}>{supportEmail}</a> o usa la{" "}
        <QueryLink to={paths.contact}>página de contacto</QueryLink>.
      </p>
    </>
  ),
};
