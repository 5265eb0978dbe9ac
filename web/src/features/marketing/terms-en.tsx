import { QueryLink } from "../../components/query-link.tsx";
import { paths, supportEmail } from "../../config/paths.ts";
import type { LegalCopy } from "./marketing-copy.ts";

/** The Terms of Service in English, as the page has always said it (terms-es.tsx has it in Spanish). */
export const english: LegalCopy = {
  title: "Terms of Service",
  updated: "2026-11-22",
  summary: (
    <p>
      In short: use Berea kindly and lawfully, keep your sign-in to yourself, and know that paid plans renew until you
      cancel. You can cancel at any time and keep your plan until the end of the period you paid for. If anything here is
      unclear, write to us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
    </p>
  ),
  body: (
    <>
      <h2>1. About these terms</h2>
      <p>
        These terms are an agreement between you and Berea (&ldquo;we&rdquo;, &ldquo;us&rdquo;) about your use of the Berea
        website and app. By creating an account or using Berea you accept them. Our{" "}
        <QueryLink to={paths.privacy}>Privacy Policy</QueryLink> explains how we handle your information and is part of this
        agreement.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>
          You need an account to use devotionals, reading plans and quizzes. Accounts are provided through Firebase
          Authentication, a Google service; you can sign in with an email address and password or with your Google account.
        </li>
        <li>Give us accurate details and keep your password to yourself. Each account is for one person.</li>
        <li>
          You are responsible for what happens under your account. If you think someone else has used it, tell us straight
          away at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </li>
      </ul>

      <h2>3. Age</h2>
      <p>
        You must be at least 13 years old to hold your own account. Children under 13 may use Berea only as members of a
        Family plan, added by the plan holder, who must be their parent or legal guardian and gives consent on their behalf.
        Only adults may buy a paid plan.
      </p>

      <h2>4. Plans, payment and renewal</h2>
      <ul>
        <li>
          Berea has a Free plan and two paid plans, Premium and Family. Prices are shown in US dollars on the pricing page
          before you buy, together with any taxes that apply.
        </li>
        <li>
          Paid plans renew automatically at the end of each month or year, depending on the billing cycle you chose, and are
          charged to the card you gave us until you cancel.
        </li>
        <li>
          Payments are processed by Stripe. Your card details go directly to Stripe; we never see or store your full card
          number.
        </li>
        <li>
          If a plan comes with a free trial, you will not be charged until the trial ends, and you can cancel before then
          without paying anything.
        </li>
        <li>
          If we change a price, we will tell you by email at least 30 days before it applies to your next renewal, so you
          have time to cancel if you wish.
        </li>
      </ul>

      <h2>5. Cancelling and refunds</h2>
      <p>
        You can cancel a paid plan at any time from your account or by writing to us. Your plan stays active until the end
        of the period you have already paid for, you are not charged again, and your account then continues on the Free
        plan. We do not give refunds for partly used periods, except where the law requires it. If something has gone wrong
        with a payment, please write to us and we will put it right.
      </p>

      <h2>6. Churches and groups</h2>
      <p>
        Churches, schools and small groups can arrange custom pricing through our{" "}
        <QueryLink to={paths.contact}>contact page</QueryLink>. Any separate written agreement we make with your group applies
        alongside these terms.
      </p>

      <h2>7. Using Berea well</h2>
      <p>Some parts of Berea, such as the prayer wall and faith circles, are shared with other people. Please:</p>
      <ul>
        <li>be kind and respectful, even when you disagree;</li>
        <li>not post anything unlawful, hateful, harassing, sexually explicit, or that shares someone else&rsquo;s private information;</li>
        <li>not pretend to be someone else, send spam, or advertise;</li>
        <li>
          not try to break into accounts or systems, overload the service, or copy content from Berea in bulk with automated
          tools.
        </li>
      </ul>
      <p>
        We may remove content that breaks these rules and may suspend or close an account that does so repeatedly or
        seriously. Where we can, we will tell you why.
      </p>

      <h2>8. What you write</h2>
      <p>
        You keep ownership of what you write in Berea, such as prayer requests, notes and messages. You allow us to store it
        and show it to the people you choose to share it with, only so that we can run Berea for you. When you delete it, or
        your account, we stop using it.
      </p>

      <h2>9. Our content and the Scriptures</h2>
      <p>
        The Bible translations we offer, the King James Version, the World English Bible and the Reina-Valera 1909, are in
        the public domain. The rest of Berea, including our devotionals, quizzes, articles, illustrations and design, belongs
        to us or to the people who license it to us. You may use it for your own personal study and with your family, church
        or group, but not resell it or publish it as your own.
      </p>

      <h2>10. Changes to Berea</h2>
      <p>
        We are always working on Berea and may add, change or remove features. We try to keep the service available at all
        times but cannot promise that it will never be interrupted. If we remove something that is part of a paid plan, we
        will tell you in advance.
      </p>

      <h2>11. What Berea is not</h2>
      <p>
        Berea is a tool for Bible study and devotion. It is not a substitute for professional advice, whether pastoral,
        medical, psychological, legal or financial. Berea is provided &ldquo;as is&rdquo;, and to the extent the law allows we
        make no promises beyond those written in these terms.
      </p>

      <h2>12. Limits on our responsibility</h2>
      <p>
        To the extent the law allows, we are not responsible for indirect losses, and our total responsibility to you for any
        claim about Berea is limited to the amount you paid us in the 12 months before the claim arose. Nothing in these
        terms limits rights you have under laws that cannot be excluded by agreement.
      </p>

      <h2>13. Closing your account</h2>
      <p>
        You can ask us to delete your account at any time by writing to{" "}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>. We will cancel any paid plan and delete your information as our
        Privacy Policy describes. We may close an account that seriously or repeatedly breaks these terms.
      </p>

      <h2>14. Changes to these terms</h2>
      <p>
        If we change these terms, we will post the new version here with a new date. If a change matters to you, we will email
        you before it takes effect. Continuing to use Berea after that means you accept the new terms.
      </p>

      <h2>15. Contact</h2>
      <p>
        Questions about these terms are welcome. Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a> or use the{" "}
        <QueryLink to={paths.contact}>contact page</QueryLink>.
      </p>
    </>
  ),
};
