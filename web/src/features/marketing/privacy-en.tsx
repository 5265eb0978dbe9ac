import { QueryLink } from "../../components/query-link.tsx";
import { paths, supportEmail } from "../../config/paths.ts";
import type { LegalCopy } from "./marketing-copy.ts";

/** The Privacy Policy in English, as the page has always said it (privacy-es.tsx has it in Spanish). */
export const english: LegalCopy = {
  title: "Privacy Policy",
  updated: "2026-11-27",
  summary: (
    <p>
      In short: we collect only what we need to run Berea, we never sell your information, and we show no advertising.
      Card payments go through Stripe, so we never see your card number. On your{" "}
      <QueryLink to={paths.account}>account page</QueryLink> you can change your name, email and password, download
      everything we keep about you, and delete your account yourself, at any time.
    </p>
  ),
  body: (
    <>
      <h2>1. Who we are</h2>
      <p>
        Berea (&ldquo;we&rdquo;, &ldquo;us&rdquo;) runs the Berea website and app. This policy explains what information we
        keep about you, why, and the choices you have. It applies alongside our{" "}
        <QueryLink to={paths.terms}>Terms of Service</QueryLink>.
      </p>

      <h2>2. What we collect</h2>
      <ul>
        <li>
          <strong>Your account.</strong> Your name, email address and, if you were invited, the referral code you used.
          Your time zone, taken from your browser when you sign up: your day&apos;s quizzes, the month&apos;s articles, your
          streaks and today&apos;s devotional follow it, and you can change it once a day on your home page. If you joined
          with a friend&apos;s link, a one-way fingerprint (a hash) of your email&apos;s mailbox, so one person earns a friend
          one reward however the address is written (a friend can earn up to 12 a year).
          Sign-in is handled by Firebase Authentication, a Google service. Your password is stored there in protected form,
          never by us in readable form. If you sign in with Google, Google shares your name and email address with us.
        </li>
        <li>
          <strong>How you use Berea.</strong> Your quiz answers and scores, your progress through devotionals and reading
          plans, your private notes on devotionals, the articles you opened each month, what you did each day (for your
          home page&apos;s charts) and the settings you choose, so that Berea can pick up where you left off.
        </li>
        <li>
          <strong>What you share.</strong> Your messages in faith circles (with your name), the circles you are in, your
          prayer requests and the requests you prayed for or reported, and, if you choose to be shown, your first name in a
          quiz topic&apos;s &ldquo;Attempted by&rdquo; list. A prayer request you share anonymously is stored without your
          name or account: only your own account record says it is yours, so that you can find, answer and delete it.
        </li>
        <li>
          <strong>Family plans and referrals.</strong> If you own a Family plan, its members and the invites you made (with
          the email an invite was for); if you are in one, your place in it. Which referral code you signed up with, and the
          referrals that counted for you.
        </li>
        <li>
          <strong>Payments.</strong> If you buy a paid plan, Stripe collects your card details and processes the payment. We
          receive only what we need to manage your plan: which plan you chose, its status and renewal date, and a reference
          to your payment record at Stripe. We never see or store your full card number.
        </li>
        <li>
          <strong>Messages to us.</strong> The name, email address and message you send through the contact form or by email.
        </li>
        <li>
          <strong>Technical information.</strong> Your IP address and basic details of your browser, which our servers record
          briefly to keep Berea secure and to prevent abuse, for example by limiting how often a form can be sent.
        </li>
      </ul>

      <h2>3. How we use it</h2>
      <ul>
        <li>to provide Berea: your account, your progress, and the features of your plan;</li>
        <li>to take payment for paid plans and to send receipts and notices about your account;</li>
        <li>to answer you when you write to us;</li>
        <li>to keep Berea safe and to find and fix problems;</li>
        <li>to understand, in totals rather than about you personally, which parts of Berea are used, so we can improve it.</li>
      </ul>
      <p>
        We do not sell or rent your information, we do not show advertising, and we will not send you marketing email
        unless you ask for it.
      </p>

      <h2>4. Where your information is kept</h2>
      <p>
        Your account and progress are stored in Google Cloud Firestore and Firebase Authentication, run by Google on our
        behalf. Payments are handled by Stripe. These companies process information only on our instructions and under their
        own security and privacy commitments. Your information may be stored and processed in the United States and other
        countries where they operate.
      </p>

      <h2>5. Cookies and storage on your device</h2>
      <p>
        We use a small number of cookies and browser storage entries that Berea needs to work: a session cookie that keeps you
        signed in (for up to 20 days), the sign-in state kept by Firebase Authentication, and your choices such as the light
        or dark theme and the plan you selected. Stripe may set its own cookies on the payment step to prevent fraud. We do
        not use advertising or cross-site tracking cookies.
      </p>

      <h2>6. Who can see it</h2>
      <ul>
        <li>You, whenever you are signed in.</li>
        <li>
          If you are a member of a Family plan, the plan holder can see your progress and the devotional progress you share.
        </li>
        <li>
          Other members see only what you choose to post in shared spaces such as the prayer wall or a faith circle. A prayer
          request shared anonymously shows as &ldquo;Someone on Berea&rdquo; to everyone, our moderators included.
        </li>
        <li>The service providers named above, only to run Berea.</li>
        <li>Authorities, only where the law requires us to share it.</li>
      </ul>

      <h2>7. Children</h2>
      <p>
        Berea is not meant for children under 13 on their own. A child under 13 can use Berea only as a member of a Family
        plan, added by the plan holder, who must be their parent or legal guardian and consents on their behalf. For these
        children we keep only what the service needs: a first name, and their quiz and reading progress. The plan holder can
        review this information or ask us to delete it at any time. If we learn that a child under 13 has an account without
        that consent, we will delete it.
      </p>

      <h2>8. How long we keep it</h2>
      <p>
        We keep your account information for as long as you have an account. Messages you send us are kept only as long as we
        need them to help you. Payment records are kept at Stripe for as long as tax and accounting laws require.
      </p>
      <p>When you delete your account on your account page (we ask for your password first):</p>
      <ul>
        <li>
          a paid plan is cancelled at Stripe, so you are not charged again; if you own a Family plan with members, it runs
          to the end of the period already paid for, and its members are told on their account and Family pages that it ends then;
        </li>
        <li>
          your profile, sign-in, progress, notes, quiz history, reading plans, prayer requests (with the prayers counted on
          them), referral code, Family plan and invites, and the messages you sent us are deleted;
        </li>
        <li>
          what others still see is made anonymous: your messages in faith circles stay in the conversation, signed
          &ldquo;Deleted account&rdquo;; you leave every circle (a circle you own passes to its longest-standing member);
          your name leaves &ldquo;Attempted by&rdquo; and your reports are withdrawn; a prayer you said still counts, without
          your name;
        </li>
        <li>
          we keep only what names no one: a one-way fingerprint of your mailbox if a referral counted for it (so a new
          account on it earns no second reward), counts under scrambled keys that expire within the hour, and the record that
          Stripe&apos;s notices were handled.
        </li>
      </ul>
      <p>Deleted information disappears from backups as they are replaced.</p>

      <h2>9. Your choices and rights</h2>
      <p>
        On your <QueryLink to={paths.account}>account page</QueryLink> you can change your name, your email (we send a link
        to the new address, and it counts as confirmed once you open it) and your password; download a copy of everything
        we keep about you, as one file; and delete your account with the information that goes with it. You can also write
        to <a href={`mailto:${supportEmail}`}>{supportEmail}</a> from the email address on your account and we will help.
        Depending on where you live, you may have further rights under local law, such as the right to object to some uses or
        to complain to a data protection authority; we will help you use them.
      </p>

      <h2>10. Keeping it safe</h2>
      <p>
        Berea is served only over encrypted connections. Our database cannot be reached directly from browsers: every request
        goes through our own server, which checks who is asking. Access to your information within Berea is limited to what
        each task needs. No system is perfectly secure, and if a breach ever affects you, we will tell you promptly.
      </p>

      <h2>11. Changes to this policy</h2>
      <p>
        If we change this policy, we will post the new version here with a new date, and if the change matters to you we will
        email you before it takes effect.
      </p>

      <h2>12. Contact</h2>
      <p>
        For any question about your privacy, write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a> or use the{" "}
        <QueryLink to={paths.contact}>contact page</QueryLink>.
      </p>
    </>
  ),
};
