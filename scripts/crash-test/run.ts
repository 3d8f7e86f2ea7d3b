// The crash test's engine (scripts/crash-test.ts is its command line): start the real server as a
// child process, let several clients write through the public API, kill -9 the node process at a
// seeded random moment, start it again and check that every write the server acknowledged (a 2xx)
// is still there — through the API as the member who made it after each restart, and directly in
// the database once at the end.
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync, type WriteStream } from "node:fs";
import { join } from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { openDatabase } from "../../src/server/db/client";
import { users } from "../../src/server/db/schema/auth";
import { communityReportVotes } from "../../src/server/db/schema/community-reports";
import { priceAlerts } from "../../src/server/db/schema/price-alerts";
import { reviews } from "../../src/server/db/schema/reviews";
import { mulberry32 } from "../../src/server/seed/catalog/prng";
import { freePort } from "../lib/server-process";
import { createSignUps } from "../lib/sign-up";

const ROOT = new URL("../..", import.meta.url).pathname;
const SERVER_ENTRY = join(ROOT, "src/server/main.ts");

export interface CrashTestOptions {
  cycles: number;
  seed: number;
  /** PGlite directory reused by every cycle (ignored for storage when databaseUrl is set). */
  dataDir: string;
  databaseUrl?: string;
  /** Concurrent writing clients. */
  clients: number;
  /** The kill lands uniformly between these many milliseconds after the storm starts. */
  killAfterMs: [number, number];
  /** Seconds a restart may take before it counts as a failed start. */
  startTimeoutSeconds: number;
  clientDir?: string;
  log: (line: string) => void;
}

export interface CrashTestResult {
  cycles: number;
  acknowledged: number;
  lost: number;
  restartsOk: number;
  failedStarts: number;
  /** Restart times (kill to /api/health 200), milliseconds. */
  restartMs: number[];
  byKind: Record<WriteKind, number>;
  lostWrites: string[];
}

type WriteKind = "signup" | "review" | "alert" | "vote";

interface Member {
  email: string;
  password: string;
  userId: string;
  cookie: string;
  ip: string;
  owner: number;
  triedCourses: Set<number>;
  triedReports: Set<number>;
  alertTries: number;
}

type Ack =
  | { kind: "signup"; member: Member }
  | { kind: "review"; member: Member; courseId: number; reviewId: number }
  | { kind: "alert"; member: Member; courseId: number; alertId: number }
  | { kind: "vote"; member: Member; reportId: number; value: 1 | -1 };

/** The demo catalogue's seeded generator: the same seed gives the same kill moments and choices. */
export const prng = mulberry32;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

class ServerProcess {
  child: ChildProcess | null = null;
  exited: Promise<void> = Promise.resolve();
  constructor(
    private readonly env: NodeJS.ProcessEnv,
    private readonly logFile: WriteStream,
  ) {}

  start(): void {
    // node itself (no npx/tsx wrapper), so the SIGKILL hits the process that holds the database.
    const child = spawn(process.execPath, ["--import", "tsx", SERVER_ENTRY], {
      cwd: ROOT,
      env: this.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.pipe(this.logFile, { end: false });
    child.stderr?.pipe(this.logFile, { end: false });
    this.child = child;
    this.exited = new Promise((done) => child.once("exit", () => done()));
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  async stop(signal: NodeJS.Signals): Promise<void> {
    if (this.running) this.child?.kill(signal);
    await this.exited;
  }
}

export async function runCrashTest(options: CrashTestOptions): Promise<CrashTestResult> {
  const { log } = options;
  mkdirSync(options.dataDir, { recursive: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logPath = join(options.dataDir, "crash-test-server.log");
  const logFile = createWriteStream(logPath, { flags: "a" });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? "",
    LOG_LEVEL: "warn",
    // Each simulated member writes from its own address (X-Forwarded-For), so the per-address
    // sign-up limit does not cut the storm short; the limits are not what this test measures.
    TRUST_PROXY: "1",
    JOBS_INTERVAL_SECONDS: "0",
    SESSION_SECRET: "crash-test-session-secret-0123456789abcdef",
    ...(options.clientDir ? { CLIENT_DIR: options.clientDir } : {}),
  };
  const server = new ServerProcess(env, logFile);
  // An interrupted run (Ctrl-C, process.exit) must not leave a server holding the data directory.
  const killOnExit = () => server.child?.kill("SIGKILL");
  process.once("exit", killOnExit);
  const result: CrashTestResult = {
    cycles: 0,
    acknowledged: 0,
    lost: 0,
    restartsOk: 0,
    failedStarts: 0,
    restartMs: [],
    byKind: { signup: 0, review: 0, alert: 0, vote: 0 },
    lostWrites: [],
  };
  const allAcks: Ack[] = [];
  const members: Member[] = [];
  let ipCounter = 0;
  const nextIp = () => {
    ipCounter += 1;
    return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
  };

  const waitHealthy = async (): Promise<boolean> => {
    const deadline = Date.now() + options.startTimeoutSeconds * 1000;
    while (Date.now() < deadline) {
      if (!server.running) return false;
      try {
        const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) });
        if (response.status === 200) return true;
      } catch {
        // Not listening yet.
      }
      await sleep(50);
    }
    return false;
  };

  const api = async (
    method: string,
    path: string,
    init: { member?: Member; ip?: string; body?: unknown } = {},
  ): Promise<{ status: number; json: unknown; setCookie: string[] }> => {
    const headers: Record<string, string> = {
      "x-forwarded-for": init.member?.ip ?? init.ip ?? "10.255.255.254",
    };
    if (init.member) headers.cookie = init.member.cookie;
    if (init.body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: response.status, json, setCookie: response.headers.getSetCookie() };
  };

  const signUp = createSignUps(base, nextIp);

  const start = async (label: string): Promise<boolean> => {
    const began = Date.now();
    server.start();
    const ok = await waitHealthy();
    if (ok) {
      result.restartMs.push(Date.now() - began);
      return true;
    }
    result.failedStarts += 1;
    await server.stop("SIGKILL");
    const tail = readFileSync(logPath, "utf8").split("\n").slice(-15).join("\n");
    log(
      `  ${label}: the server did not become healthy in ${options.startTimeoutSeconds}s. Log tail:\n${tail}`,
    );
    return false;
  };

  // ---- First start: the catalogue the storm writes against. ----
  log(`crash-test: seed=${options.seed} cycles=${options.cycles} clients=${options.clients} port=${port}`);
  log(
    `crash-test: database ${options.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${options.dataDir}`}`,
  );
  log(`crash-test: server log ${logPath}`);
  if (!(await start("first start"))) return result;
  result.restartMs.pop(); // The first start seeds the database; it is not a restart.
  const courseList = await api("GET", "/api/courses?pageSize=48&sort=featured");
  const courseIds = ((courseList.json as { items?: { id: number }[] }).items ?? []).map((c) => c.id);
  const reportIds: number[] = [];
  for (let page = 1; page <= 3; page++) {
    const list = await api("GET", `/api/community-reports?pageSize=50&page=${page}`);
    const body = list.json as { items?: { id: number }[]; hasMore?: boolean };
    reportIds.push(...(body.items ?? []).map((r) => r.id));
    if (!body.hasMore) break;
  }
  if (courseIds.length === 0 || reportIds.length === 0) {
    throw new Error(
      `crash-test: the seeded database has ${courseIds.length} courses and ${reportIds.length} reports`,
    );
  }

  // ---- One client: a sequential loop of writes by the members it owns. ----
  const runClient = async (client: number, random: () => number, isStopped: () => boolean, acks: Ack[]) => {
    const pick = <T>(items: T[]): T | undefined => items[Math.floor(random() * items.length)];
    let writes = 0;
    while (!isStopped()) {
      const mine = members.filter((m) => m.owner === client);
      const roll = random();
      const member = pick(mine);
      try {
        if (!member || roll < 0.3) {
          const n = members.length + writes + client * 1_000_000 + Math.floor(random() * 1e9);
          const email = `crash-${options.seed}-${client}-${n}@example.test`;
          const password = `Crash-test-${n}-pass!`;
          const ip = nextIp();
          // Sign-up answers 202; the account exists once the e-mailed link is used (acknowledged then).
          const response = await signUp(
            { email, firstName: "Crash", lastName: `Tester${client}`, password },
            ip,
          );
          if (response.status === 201 && response.userId && response.cookie) {
            const { cookie, userId } = response;
            const created: Member = {
              email,
              password,
              userId,
              cookie,
              ip,
              owner: client,
              triedCourses: new Set(),
              triedReports: new Set(),
              alertTries: 0,
            };
            members.push(created);
            acks.push({ kind: "signup", member: created });
          }
        } else if (roll < 0.55) {
          const courseId = pick(courseIds.filter((id) => !member.triedCourses.has(id)));
          if (courseId === undefined) continue;
          member.triedCourses.add(courseId);
          const rating = 1 + Math.floor(random() * 5);
          const response = await api("POST", "/api/reviews", {
            member,
            body: {
              courseId,
              rating,
              text: `Crash test review ${options.seed}/${client}: rated ${rating} after watching every module.`,
            },
          });
          if (response.status >= 200 && response.status < 300) {
            const reviewId = (response.json as { review: { id: number } }).review.id;
            acks.push({ kind: "review", member, courseId, reviewId });
          }
        } else if (roll < 0.75) {
          if (member.alertTries >= 3) continue; // The free plan keeps 3 active alerts.
          const courseId = pick(courseIds);
          if (courseId === undefined) continue;
          member.alertTries += 1;
          const targetPrice = 1 + Math.floor(random() * 99_900) / 100;
          const response = await api("POST", "/api/price-alerts", {
            member,
            body: { courseId, targetPrice },
          });
          if (response.status >= 200 && response.status < 300) {
            const alertId = (response.json as { alert: { id: number } }).alert.id;
            acks.push({ kind: "alert", member, courseId, alertId });
          }
        } else {
          const reportId = pick(reportIds.filter((id) => !member.triedReports.has(id)));
          if (reportId === undefined) continue;
          member.triedReports.add(reportId);
          const value = random() < 0.7 ? 1 : -1;
          const response = await api("PUT", `/api/community-reports/${reportId}/vote`, {
            member,
            body: { value },
          });
          if (response.status >= 200 && response.status < 300)
            acks.push({ kind: "vote", member, reportId, value });
        }
      } catch {
        // The server died under this request: not acknowledged, so nothing to check.
        if (isStopped()) return;
        await sleep(20);
      }
      writes += 1;
    }
  };

  // ---- Check acknowledged writes through the API, as the member who made them. ----
  const lostAcks = new Set<Ack>();
  const checkThroughApi = async (acks: Ack[]): Promise<string[]> => {
    const lost: string[] = [];
    const miss = (ack: Ack, label: string) => {
      lostAcks.add(ack);
      lost.push(label);
    };
    const byMember = new Map<Member, Ack[]>();
    for (const ack of acks) byMember.set(ack.member, [...(byMember.get(ack.member) ?? []), ack]);
    for (const [member, memberAcks] of byMember) {
      const me = await api("GET", "/api/auth/me", { member });
      const meUser = (me.json as { user?: { id: string; email: string } } | null)?.user;
      if (me.status !== 200 || meUser?.id !== member.userId) {
        // Without the session nothing else can be checked through the API for this member.
        for (const ack of memberAcks)
          miss(ack, `${ack.kind} by ${member.email} (GET /api/auth/me ${me.status})`);
        continue;
      }
      let alerts: Set<number> | null = null;
      let votes: Map<number, number> | null = null;
      for (const ack of memberAcks) {
        if (ack.kind === "review") {
          const mine = await api("GET", `/api/reviews/mine?courseId=${ack.courseId}`, { member });
          const review = (mine.json as { review?: { id: number } | null }).review;
          if (review?.id !== ack.reviewId) miss(ack, `review ${ack.reviewId} by ${member.email}`);
        } else if (ack.kind === "alert") {
          if (!alerts) {
            const list = await api("GET", "/api/price-alerts", { member });
            alerts = new Set(((list.json as { items?: { id: number }[] }).items ?? []).map((a) => a.id));
          }
          if (!alerts.has(ack.alertId)) miss(ack, `price alert ${ack.alertId} by ${member.email}`);
        } else if (ack.kind === "vote") {
          if (!votes) {
            votes = new Map();
            for (let page = 1; page <= 10; page++) {
              const list = await api("GET", `/api/community-reports?pageSize=50&page=${page}`, { member });
              const body = list.json as { items?: { id: number; myVote: number }[]; hasMore?: boolean };
              for (const item of body.items ?? []) votes.set(item.id, item.myVote);
              if (!body.hasMore) break;
            }
          }
          if (votes.get(ack.reportId) !== ack.value)
            miss(ack, `vote ${ack.value} on report ${ack.reportId} by ${member.email}`);
        }
      }
    }
    return lost;
  };

  // ---- Check every acknowledged write of the whole run directly in the database. ----
  const checkInDatabase = async (acks: Ack[]): Promise<string[]> => {
    const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
    const lost: string[] = [];
    const miss = (ack: Ack, label: string) => {
      lostAcks.add(ack);
      lost.push(label);
    };
    try {
      const chunks = <T>(items: T[]) => {
        const out: T[][] = [];
        for (let i = 0; i < items.length; i += 500) out.push(items.slice(i, i + 500));
        return out;
      };
      const signups = acks.filter((a) => a.kind === "signup");
      const foundUsers = new Set<string>();
      for (const chunk of chunks(signups.map((a) => a.member.userId))) {
        const rows = await database.db.select({ id: users.id }).from(users).where(inArray(users.id, chunk));
        for (const row of rows) foundUsers.add(row.id);
      }
      for (const a of signups) if (!foundUsers.has(a.member.userId)) miss(a, `user ${a.member.email}`);

      // A review or a price alert is there when the row of its acknowledged id has its member and course.
      const ownedRow = (a: Ack) =>
        a.kind === "review"
          ? {
              table: reviews,
              id: a.reviewId,
              label: `review ${a.reviewId}`,
              owner: `${a.member.userId}/${a.courseId}`,
            }
          : a.kind === "alert"
            ? {
                table: priceAlerts,
                id: a.alertId,
                label: `price alert ${a.alertId}`,
                owner: `${a.member.userId}/${a.courseId}`,
              }
            : null;
      for (const table of [reviews, priceAlerts]) {
        const owned = acks.flatMap((ack) => {
          const row = ownedRow(ack);
          return row?.table === table ? [{ ack, ...row }] : [];
        });
        const found = new Map<number, string>();
        for (const chunk of chunks(owned.map((o) => o.id))) {
          const rows: { id: number; userId: string; courseId: number }[] = await database.db
            .select({ id: table.id, userId: table.userId, courseId: table.courseId })
            .from(table)
            .where(inArray(table.id, chunk));
          for (const row of rows) found.set(row.id, `${row.userId}/${row.courseId}`);
        }
        for (const o of owned) if (found.get(o.id) !== o.owner) miss(o.ack, o.label);
      }

      for (const a of acks) {
        if (a.kind !== "vote") continue;
        const [row] = await database.db
          .select({ value: communityReportVotes.value })
          .from(communityReportVotes)
          .where(
            and(
              eq(communityReportVotes.reportId, a.reportId),
              eq(communityReportVotes.userId, a.member.userId),
            ),
          );
        if (row?.value !== a.value) miss(a, `vote on report ${a.reportId} by ${a.member.email}`);
      }
    } finally {
      await database.close();
    }
    return lost;
  };

  // ---- The cycles. ----
  const random = prng(options.seed);
  let previous: Ack[] = [];
  for (let cycle = 1; cycle <= options.cycles; cycle++) {
    if (cycle > 1) {
      if (!(await start(`cycle ${cycle} restart`))) break;
      result.restartsOk += 1;
      const lost = await checkThroughApi(previous);
      result.lostWrites.push(...lost);
      for (const item of lost) log(`  LOST after restart ${cycle}: ${item}`);
    }
    const killAfter = options.killAfterMs[0] + random() * (options.killAfterMs[1] - options.killAfterMs[0]);
    let stopped = false;
    const acks: Ack[] = [];
    const clientSeeds = Array.from({ length: options.clients }, () => Math.floor(random() * 2 ** 32));
    const began = Date.now();
    const clients = clientSeeds.map((clientSeed, client) =>
      runClient(client, prng(clientSeed), () => stopped, acks),
    );
    await sleep(killAfter);
    const killedPid = server.child?.pid;
    await server.stop("SIGKILL");
    stopped = true;
    await Promise.all(clients);
    previous = acks;
    allAcks.push(...acks);
    for (const ack of acks) result.byKind[ack.kind] += 1;
    result.acknowledged += acks.length;
    result.cycles = cycle;
    const lastRestart = result.restartMs.at(-1);
    log(
      `cycle ${cycle}/${options.cycles}: kill -9 pid ${killedPid} after ${Date.now() - began} ms, ` +
        `${acks.length} acknowledged writes (total ${result.acknowledged})` +
        (cycle > 1 && lastRestart !== undefined ? `, restart ${lastRestart} ms` : ""),
    );
  }

  // ---- Final restart: check the last cycle through the API, stop cleanly, check everything in SQL. ----
  if (result.failedStarts === 0 && (await start("final restart"))) {
    result.restartsOk += 1;
    const lost = await checkThroughApi(previous);
    result.lostWrites.push(...lost);
    for (const item of lost) log(`  LOST after the final restart: ${item}`);
    await server.stop("SIGTERM");
    const lostInDb = await checkInDatabase(allAcks);
    log(
      `crash-test: database check of all ${allAcks.length} acknowledged writes: ${lostInDb.length} missing`,
    );
    for (const item of lostInDb) log(`  LOST (database): ${item}`);
    result.lostWrites.push(...lostInDb);
  }
  result.lost = lostAcks.size;
  await server.stop("SIGKILL");
  process.removeListener("exit", killOnExit);
  logFile.end();
  return result;
}
