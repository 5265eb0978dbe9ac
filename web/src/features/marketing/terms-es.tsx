import { QueryLink } from "../../components/query-link.tsx";
import { paths, supportEmail } from "../../config/paths.ts";
import type { LegalCopy } from "./marketing-copy.ts";

/**
 * The Terms of Service in Spanish (terms-en.tsx is the English): the same
 * sections, in the same order and with the same meaning, said to the reader
 * (tú), a chunk of its own (marketing-copy.ts).
 */
export const spanish: LegalCopy = {
  title: "Términos del servicio",
  updated: "2026-11-22",
  summary: (
    <p>
      En pocas palabras: usa Berea con amabilidad y dentro de la ley, no compartas tu acceso con nadie y ten en cuenta que
      los planes de pago se renuevan hasta que los canceles. Puedes cancelar cuando quieras y conservar tu plan hasta el final
      del periodo que pagaste. Si algo de lo que aquí se dice no está claro, escríbenos a{" "}
      <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
    </p>
  ),
  body: (
    <>
      <h2>1. Sobre estos términos</h2>
      <p>
        Estos términos son un acuerdo entre tú y Berea («nosotros») sobre tu uso del sitio web y de la aplicación
        de Berea. Al crear una cuenta o usar Berea, los aceptas. Nuestra{" "}
        <QueryLink to={paths.privacy}>Política de privacidad</QueryLink> explica cómo tratamos tu información y forma parte de
        este acuerdo.
      </p>

      <h2>2. Tu cuenta</h2>
      <ul>
        <li>
          Necesitas una cuenta para usar los devocionales, los planes de lectura y los cuestionarios. Las cuentas se ofrecen a
          través de Firebase Authentication, un servicio de Google; puedes entrar con una dirección de correo electrónico y una
          contraseña o con tu cuenta de Google.
        </li>
        <li>Danos datos correctos y no compartas tu contraseña con nadie. Cada cuenta es para una sola persona.</li>
        <li>
          Eres responsable de lo que ocurra con tu cuenta. Si crees que otra persona la ha usado, avísanos enseguida en{" "}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </li>
      </ul>

      <h2>3. Edad</h2>
      <p>
        Debes tener al menos 13 años para tener tu propia cuenta. Los menores de 13 años solo pueden usar Berea como miembros
        de un plan Familia, añadidos por el titular del plan, que debe ser su padre, su madre o su tutor legal y da su
        consentimiento en su nombre. Solo los adultos pueden comprar un plan de pago.
      </p>

      <h2>4. Planes, pago y renovación</h2>
      <ul>
        <li>
          Berea tiene un plan Gratis y dos planes de pago, Premium y Familia. Los precios se muestran en dólares
          estadounidenses en la página de precios antes de que compres, junto con los impuestos que correspondan.
        </li>
        <li>
          Los planes de pago se renuevan automáticamente al final de cada mes o de cada año, según el ciclo de facturación que
          elegiste, y se cobran a la tarjeta que nos diste hasta que los canceles.
        </li>
        <li>
          Los pagos los procesa Stripe. Los datos de tu tarjeta van directamente a Stripe; nosotros nunca vemos ni guardamos el
          número completo de tu tarjeta.
        </li>
        <li>
          Si un plan incluye una prueba gratuita, no se te cobrará nada hasta que la prueba termine, y puedes cancelar antes
          sin pagar nada.
        </li>
        <li>
          Si cambiamos un precio, te lo diremos por correo electrónico al menos 30 días antes de que se aplique a tu próxima
          renovación, para que tengas tiempo de cancelar si lo deseas.
        </li>
      </ul>

      <h2>5. Cancelaciones y reembolsos</h2>
      <p>
        Puedes cancelar un plan de pago en cualquier momento desde tu cuenta o escribiéndonos. Tu plan sigue activo hasta el
        final del periodo que ya pagaste, no se te vuelve a cobrar y después tu cuenta continúa en el plan Gratis. No hacemos
        reembolsos por periodos usados en parte, salvo cuando la ley lo exija. Si algo salió mal con un pago, escríbenos y lo
        arreglaremos.
      </p>

      <h2>6. Iglesias y grupos</h2>
      <p>
        Las iglesias, las escuelas y los grupos pequeños pueden acordar un precio a su medida a través de nuestra{" "}
        <QueryLink to={paths.contact}>página de contacto</QueryLink>. Cualquier acuerdo escrito aparte que hagamos con tu grupo
        se aplica junto con estos términos.
      </p>

      <h2>7. Usar Berea bien</h2>
      <p>
        Algunas partes de Berea, como el muro de oración y los círculos de fe, se comparten con otras personas. Por favor:
      </p>
      <ul>
        <li>trata a los demás con amabilidad y respeto, incluso cuando no estés de acuerdo;</li>
        <li>
          no publiques nada ilegal, que incite al odio, que acose, sexualmente explícito o que revele información privada de
          otra persona;
        </li>
        <li>no te hagas pasar por otra persona, no envíes spam ni hagas publicidad;</li>
        <li>
          no intentes entrar en cuentas o sistemas ajenos, sobrecargar el servicio ni copiar contenido de Berea en masa con
          herramientas automáticas.
        </li>
      </ul>
      <p>
        Podemos retirar el contenido que incumpla estas normas y suspender o cerrar una cuenta que lo haga de forma repetida o
        grave. Cuando podamos, te diremos por qué.
      </p>

      <h2>8. Lo que escribes</h2>
      <p>
        Lo que escribes en Berea, como peticiones de oración, notas y mensajes, sigue siendo tuyo. Nos permites guardarlo y
        mostrarlo a las personas con quienes eliges compartirlo, solo para poder hacer funcionar Berea para ti. Cuando lo
        eliminas, o eliminas tu cuenta, dejamos de usarlo.
      </p>

      <h2>9. Nuestro contenido y las Escrituras</h2>
      <p>
        Las traducciones de la Biblia que ofrecemos, la King James Version, la World English Bible y la Reina-Valera 1909, son
        de dominio público. El resto de Berea, incluidos nuestros devocionales, cuestionarios, artículos, ilustraciones y
        diseño, nos pertenece a nosotros o a quienes nos lo ceden con licencia. Puedes usarlo para tu estudio personal y con tu
        familia, tu iglesia o tu grupo, pero no revenderlo ni publicarlo como si fuera tuyo.
      </p>

      <h2>10. Cambios en Berea</h2>
      <p>
        Trabajamos en Berea constantemente y podemos añadir, cambiar o quitar funciones. Procuramos que el servicio esté
        disponible en todo momento, pero no podemos prometer que nunca se interrumpa. Si quitamos algo que forma parte de un
        plan de pago, te lo diremos con antelación.
      </p>

      <h2>11. Lo que Berea no es</h2>
      <p>
        Berea es una herramienta para el estudio de la Biblia y la devoción. No sustituye el consejo de un profesional, sea
        pastoral, médico, psicológico, legal o financiero. Berea se ofrece «tal cual» y, en la medida en que la ley
        lo permita, no hacemos más promesas que las escritas en estos términos.
      </p>

      <h2>12. Límites de nuestra responsabilidad</h2>
      <p>
        En la medida en que la ley lo permita, no somos responsables de pérdidas indirectas, y nuestra responsabilidad total
        contigo por cualquier reclamación sobre Berea se limita a lo que nos pagaste en los 12 meses anteriores a que surgiera
        la reclamación. Nada en estos términos limita los derechos que te dan las leyes que no pueden excluirse por acuerdo.
      </p>

      <h2>13. Cerrar tu cuenta</h2>
      <p>
        Puedes pedirnos que eliminemos tu cuenta en cualquier momento escribiendo a{" "}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>. Cancelaremos cualquier plan de pago y eliminaremos tu
        información como lo describe nuestra Política de privacidad. Podemos cerrar una cuenta que incumpla estos términos de
        forma grave o repetida.
      </p>

      <h2>14. Cambios en estos términos</h2>
      <p>
        Si cambiamos estos términos, publicaremos aquí la nueva versión con una fecha nueva. Si un cambio te afecta, te
        escribiremos por correo electrónico antes de que entre en vigor. Si sigues usando Berea después, aceptas los nuevos
        términos.
      </p>

      <h2>15. Contacto</h2>
      <p>
        Las preguntas sobre estos términos son bienvenidas. Escribe a <a href={`mailto:${supportEmail}`}>{supportEmail}</a> o
        usa la <QueryLink to={paths.contact}>página de contacto</QueryLink>.
      </p>
    </>
  ),
};
