// /public-records: where HypeCheck's public enforcement records come from (live, with each source's
// size, freshness and licence), how a record is matched to a name, what a confirmed record does to
// the trust score (read from the formula itself) and how to dispute a match (docs/public-records.md).
import { Link } from "react-router";
import { DISPUTE_ANSWER_BUSINESS_DAYS } from "../../../../shared/contracts/disputes-constants";
import {
  PUBLIC_RECORD_EVIDENCE_MIN,
  PUBLIC_RECORD_NAME_ONLY_WARNING,
} from "../../../../shared/contracts/public-records-terms";
import { TRUST_POINTS } from "../../../../shared/domain/trust-score";
import { PageIntro } from "../../../components/ui/page-intro";
import { formatDate, plural } from "../../../lib/format";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useRecordSources } from "../api/get-sources";

const LINK = "font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300";
const H2 = "text-2xl font-semibold tracking-tight";

function Sources() {
  const sources = useRecordSources();
  if (sources.isPending) return <p className="text-slate-600 dark:text-slate-400">Loading the sources…</p>;
  if (sources.isError)
    return <p className="text-slate-600 dark:text-slate-400">The list of sources could not be loaded.</p>;
  const list = sources.data.sources;
  if (list.length === 0)
    return <p className="text-slate-600 dark:text-slate-400">No sources are loaded yet.</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
      {list.map((source) => (
        <li key={source.source} className="space-y-1 p-4">
          <p className="font-semibold break-words">{source.source}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {plural(source.records, "record")} ·{" "}
            {source.updatedAt ? `refreshed ${formatDate(source.updatedAt)}` : "not refreshed yet"}
            {source.url ? (
              <>
                {" · "}
                <a href={source.url} target="_blank" rel="noopener noreferrer" className={LINK}>
                  source
                </a>
              </>
            ) : null}
          </p>
          {source.licence ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">Licence: {source.licence}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function PublicRecordsPage() {
  useDocumentTitle("Public enforcement records | HypeCheck");
  const P = TRUST_POINTS;
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-8 sm:px-6 sm:py-12">
      <PageIntro
        kicker="Public records"
        title="What regulators and courts have said"
        lead="The background check and creator pages show public enforcement records: complaints, settlements and orders, judgments, litigation releases and warnings that authorities such as the FTC, SEC, CFTC, the UK's FCA and ASA, ACCC and ASIC published. We show what they published, in their terms, and never more."
      />

      <section aria-labelledby="where" className="space-y-4">
        <h2 id="where" className={H2}>
          Where the records come from
        </h2>
        <p>
          Every record is one published action: who published it, what kind of action it is, its date, its
          title, the address of the official page, the people and companies it names (with the aliases,
          websites and roles the source gives), the outcome as the source states it, and a one-line summary in
          our own words. Each record says which dataset it came from and when that was last refreshed.
        </p>
        <ul className="list-disc space-y-2 pl-5">
          <li>
            <strong>Our starter set</strong>: records we read on the authorities' own pages and wrote down by
            hand, loaded on every start.
          </li>
          <li>
            <strong>Press-release and litigation-release feeds</strong> of the authorities, read on a
            schedule, politely (we honour robots.txt and name ourselves). A name our reader is not sure of
            waits for an admin instead of going into the record.
          </li>
          <li>
            <strong>Datasets in the FollowTheMoney format</strong>, such as OpenSanctions' enforcement lists,
            when the operator of this site imports them. OpenSanctions licenses its data under CC BY-NC 4.0:
            free for non-commercial use, and a commercial operator needs a licence from OpenSanctions.
          </li>
        </ul>
        <p>Searched today:</p>
        <Sources />
      </section>

      <section aria-labelledby="matching" className="space-y-4">
        <h2 id="matching" className={H2}>
          How a record is matched to a name
        </h2>
        <p>
          We compare names without case, accents or punctuation, without a company's legal form (LLC, Inc.,
          Ltd…) and with “Doe, Jane” read as “Jane Doe”. Aliases the source gives count as names. We never
          match on a merely similar name. Every match says how it was made:
        </p>
        <ul className="list-disc space-y-2 pl-5">
          <li>
            <strong>Name only</strong>: the record names someone with that name. Shown as “Public records
            naming …”, with this warning: “{PUBLIC_RECORD_NAME_ONLY_WARNING}”
          </li>
          <li>
            <strong>Name and website</strong>, or <strong>name and company</strong>: the record also gives the
            seller's website, or a company the person trades as.
          </li>
          <li>
            <strong>Confirmed</strong>: an admin checked that the record is about this creator and wrote down
            why (at least {PUBLIC_RECORD_EVIDENCE_MIN} characters of evidence, shown with the record). Only a
            confirmed record is attached to a creator: it appears on their page and the pages of their
            courses, counts in their trust score, and the members who follow them are told.
          </li>
        </ul>
        <p>
          A record never says more than its source: a complaint is “alleged”, a settlement is “settled”. We do
          not call anyone a scammer.
        </p>
      </section>

      <section aria-labelledby="score" className="space-y-4">
        <h2 id="score" className={H2}>
          What a confirmed record does to the trust score
        </h2>
        <p>
          Confirmed records count in the creator credibility factor: {P.publicRecordResolved} points for each
          action that ended in a settlement, judgment or order, {P.publicRecordOpen} for each whose
          allegations are not decided (or a warning), and none for a dismissed one; together at most{" "}
          {P.publicRecordCap}. An allegation weighs half as much as a decided action because the source itself
          says it is not decided. The whole formula is on the{" "}
          <Link to="/about#trust-score" className={LINK}>
            About page
          </Link>
          .
        </p>
      </section>

      <section aria-labelledby="dispute" className="space-y-4">
        <h2 id="dispute" className={H2}>
          How to dispute a match
        </h2>
        <p>
          If a record on a creator's page is about someone else, or says more than the source, sign in and use
          “Dispute this match” under the record. Say what is wrong and link the evidence. An admin reviews it
          and answers with a reason you can read on your account page; a creator's dispute is answered within{" "}
          {DISPUTE_ANSWER_BUSINESS_DAYS} business days. An upheld dispute takes the record off the creator,
          and that change is recorded in their history. To correct a record itself, write to us through the{" "}
          <Link to="/contact" className={LINK}>
            contact page
          </Link>{" "}
          with the official page that shows the correction.
        </p>
        <p>
          Want to look someone up? The{" "}
          <Link to="/creator-background-checker" className={LINK}>
            creator background check
          </Link>{" "}
          searches every record for any name, in our catalogue or not.
        </p>
      </section>
    </div>
  );
}
