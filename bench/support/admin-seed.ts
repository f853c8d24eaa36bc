import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../src/server/db/open";
import { opportunitiesSeededKey } from "../../src/server/features/opportunities/seed-opportunities";

/** How many rows the administrator benchmark seeds at scale 1 (the issue's "Measured"). */
export const adminBenchSize = {
  users: 100_000,
  certificationsPerUser: 10,
  authLogs: 1_000_000,
  /** Distinct client addresses in the auth log. */
  addresses: 2_000,
  outbox: 20_000,
  feedback: 5_000,
  opportunities: 1_000,
  /** Administrators among the users: the first ones. */
  admins: 5,
} as const;

export type AdminBenchData = {
  users: number;
  certifications: number;
  authLogs: number;
  /** The seeded administrators' ids, the first one's username. */
  adminIds: number[];
  adminUsername: string;
};

const sqlList = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ")}]`);

const firstNames = [
  "Maria",
  "James",
  "Aisha",
  "Chen",
  "Olivia",
  "Mateo",
  "Priya",
  "Noah",
  "Fatima",
  "Liam",
  "Sofia",
  "Ethan",
  "Amara",
  "Lucas",
  "Hana",
  "Daniel",
];
const lastNames = [
  "Smith",
  "Garcia",
  "Nguyen",
  "Johnson",
  "Okafor",
  "Patel",
  "Kim",
  "Brown",
  "Rossi",
  "Müller",
  "Silva",
  "Cohen",
  "Haddad",
  "Novak",
  "Walker",
  "Lopez",
];
const timeZones = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
  "UTC",
  "Europe/London",
  "Pacific/Honolulu",
];
const certificationNames = [
  "Registered Nurse License",
  "Certified Critical Care Registered Nurse (CCRN)",
  "Advanced Cardiovascular Life Support (ACLS)",
  "Basic Life Support (BLS)",
  "Pediatric Advanced Life Support (PALS)",
  "Certified Public Accountant",
  "Certified Management Accountant",
  "Professional Engineer License",
  "Journeyman Electrician License",
  "Master Electrician License",
  "Pharmacist License",
  "Board Certified Pharmacotherapy Specialist",
  "Project Management Professional (PMP)",
  "Certified Information Systems Security Professional (CISSP)",
  "Real Estate Salesperson License",
  "Licensed Clinical Social Worker",
  "Physical Therapist License",
  "Emergency Medical Technician",
  "Certified Financial Planner",
  "Nurse Practitioner License",
];
const providers = [
  "State Board of Nursing",
  "American Association of Critical-Care Nurses",
  "American Heart Association",
  "State Board of Accountancy",
  "Institute of Management Accountants",
  "State Board of Professional Engineers",
  "State Electrical Board",
  "State Board of Pharmacy",
  "Project Management Institute",
  "ISC2",
  "Department of Real Estate",
  "Board of Behavioral Sciences",
];
const units = ["hours", "CEUs", "credits", "points", "contact hours"];
const userAgents = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
  "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  "curl/8.5.0",
];
const opportunityCategories = [
  "Ethics",
  "Pain management",
  "Implicit bias",
  "Patient safety",
  "Pharmacy law",
  "Taxation",
  "Accounting and auditing",
  "Structural",
  "National Electrical Code",
  "Workplace safety",
];
const opportunityFormats = ["Online course", "Webinar", "Conference", "Workshop", "Self-study"];

/**
 * Fills a migrated, empty database set-wise (generate_series, one statement per table), with
 * `scale` times adminBenchSize: users created over two years with mixed plans, overrides and
 * a few administrators; ten certifications each with names, providers, dates spread three
 * years either side of today, credits and statuses; auth log rows over a year from ~2,000
 * addresses; outbox messages (some failing), feedback and a catalog. Deterministic: row n
 * always gets the same values, so two runs measure the same data. Then ANALYZE.
 */
export async function seedAdminBench(db: Database, scale: number): Promise<AdminBenchData> {
  const size = {
    users: Math.max(adminBenchSize.admins + 1, Math.round(adminBenchSize.users * scale)),
    authLogs: Math.max(1, Math.round(adminBenchSize.authLogs * scale)),
    outbox: Math.max(1, Math.round(adminBenchSize.outbox * scale)),
    feedback: Math.max(1, Math.round(adminBenchSize.feedback * scale)),
    opportunities: Math.max(1, Math.round(adminBenchSize.opportunities * scale)),
  };
  const perUser = adminBenchSize.certificationsPerUser;

  // Every user has the same (unusable) password hash: the benchmark signs in by session rows.
  await db.execute(sql`
    insert into users (username, password, first_name, last_name, email, email_verified,
      mfa_enabled, mfa_type, subscription_status, is_subscription_overridden, notify_expirations,
      notify_due_dates, notify_days_in_advance, notification_method, is_enabled, is_admin,
      time_zone, created_at, updated_at)
    select 'user_' || lpad(n::text, 6, '0'), 'bench-not-a-password-hash',
      (${sqlList(firstNames)})[1 + n % ${firstNames.length}],
      (${sqlList(lastNames)})[1 + (n / 7) % ${lastNames.length}],
      'user_' || lpad(n::text, 6, '0') || '@example.com',
      n % 20 <> 0,
      n % 10 = 0, case when n % 20 = 0 then 'app' else 'sms' end,
      (array['inactive','inactive','inactive','active','active','trialing','past_due','canceled',
        'incomplete','unpaid'])[1 + (n * 7) % 10],
      n % 50 = 0,
      n % 4 <> 0, n % 5 <> 0, (array[30, 60, 90, 14, 7])[1 + n % 5],
      (array['in-app','email','both','sms'])[1 + n % 4],
      n % 60 <> 0, n <= ${adminBenchSize.admins},
      (${sqlList(timeZones)})[1 + n % ${timeZones.length}],
      now() - make_interval(secs => ((n * 7919) % 63072000)::double precision),
      now() - make_interval(secs => ((n * 7919) % 63072000)::double precision)
    from generate_series(1, ${size.users}::int) as n`);

  // Ten per user. Expiration within three years either side of today; the reporting period
  // ends with it (or a little earlier); credits earned from none to more than required.
  await db.execute(sql`
    insert into certifications (user_id, name, provider, received_date, expiration_date,
      reporting_period_start, reporting_period_end, credits_required, credits_earned,
      credits_missing, status, credits_unit, created_at, updated_at)
    select u.id, c.name, c.provider, c.expires - 730, c.expires, c.expires - 730,
      c.expires - (c.k % 3) * 30, c.required, c.earned, greatest(c.required - c.earned, 0),
      c.status, c.unit, u.created_at, u.created_at
    from users u
    cross join lateral (
      select k,
        (${sqlList(certificationNames)})[1 + (u.id * 3 + k) % ${certificationNames.length}] as name,
        (${sqlList(providers)})[1 + (u.id + k) % ${providers.length}] as provider,
        current_date + ((u.id * 37 + k * 211) % 2191 - 1095) as expires,
        (array[0, 10, 20, 24, 30, 40, 45, 60, 75, 100])[1 + (u.id + k) % 10]::numeric as required,
        ((u.id * 13 + k * 7) % 110)::numeric as earned,
        (array['active','active','active','active','active','active','active','active',
          'inactive','expired'])[1 + (u.id * 11 + k) % 10] as status,
        (${sqlList(units)})[1 + (u.id + k * 3) % ${units.length}] as unit
      from generate_series(1, ${perUser}::int) as k
    ) c`);

  // Mostly sign-ins and sign-outs of the users; one in ten by a name that is nobody's.
  await db.execute(sql`
    insert into auth_logs (user_id, username, event_type, event_subtype, status, ip_address,
      user_agent, details, created_at)
    select case when n % 10 = 0 then null else u end,
      case when n % 10 = 0 then 'unknown_' || (n % 5000) else 'user_' || lpad(u::text, 6, '0') end,
      e.type, e.subtype,
      case when n % 7 = 0 or n % 10 = 0 then 'failure' else 'success' end,
      '10.' || (n * 31 % ${adminBenchSize.addresses}) / 250 || '.'
        || (n * 31 % ${adminBenchSize.addresses}) % 250 || '.1',
      (${sqlList(userAgents)})[1 + n % ${userAgents.length}],
      jsonb_build_object('method', e.subtype, 'attempt', 1 + n % 5),
      now() - make_interval(secs => ((n::bigint * 104729) % 31536000)::double precision)
    from generate_series(1, ${size.authLogs}::int) as n
    cross join lateral (select 1 + (n::bigint * 2654435761 % ${size.users}) as u) pick
    cross join lateral (
      select (array['login','login','login','login','login','logout','logout','mfa','session',
          'registration', 'password-change','lockout','device','password-reset','mfa-setup',
          'email-change', 'phone-change'])[1 + n % 17] as type,
        (array['password','totp','sms','trusted-device'])[1 + n % 4] as subtype
    ) e`);

  // Messages of the last two weeks: sent, logged, waiting, and some failing their retries.
  await db.execute(sql`
    insert into outbox (channel, recipient, subject, text_body, status, attempts, next_attempt_at,
      last_error, created_at, sent_at)
    select case when n % 10 = 0 then 'sms' else 'email' end,
      case when n % 10 = 0 then '+1555' || lpad(n::text, 7, '0') else 'user_' || n || '@example.com' end,
      'Your certification expires soon', 'Your certification expires soon.',
      case when n % 20 = 0 then 'pending' when n % 7 = 0 then 'logged' else 'sent' end,
      case when n % 40 = 0 then 5 else 1 end,
      now() + interval '10 minutes',
      case when n % 40 = 0 then 'connect ECONNREFUSED 127.0.0.1:587' end,
      now() - make_interval(secs => ((n * 613) % 1209600)::double precision),
      case when n % 20 = 0 then null else now() - make_interval(secs => ((n * 613) % 1209600)::double precision) end
    from generate_series(1, ${size.outbox}::int) as n`);

  await db.execute(sql`
    insert into feedback (user_id, type, category, subject, message, rating, status, created_at,
      updated_at)
    select 1 + (n * 97) % ${size.users},
      (array['bug','feature','general'])[1 + n % 3],
      (array['certifications','credits','dashboard'])[1 + n % 3],
      'Feedback ' || n, 'The reminder came a day late for one of my licenses.',
      case when n % 4 = 0 then null else 1 + n % 5 end,
      (array['pending','pending','reviewed','planned','resolved','closed'])[1 + n % 6],
      now() - make_interval(secs => ((n * 4099) % 31536000)::double precision),
      now() - make_interval(secs => ((n * 4099) % 31536000)::double precision)
    from generate_series(1, ${size.feedback}::int) as n`);

  await db.execute(sql`
    insert into education_opportunities (title, provider, description, url, credits,
      credits_unit, category, format, cost, start_date, end_date)
    select 'Course ' || n || ': ' || (${sqlList(opportunityCategories)})[1 + n % ${opportunityCategories.length}],
      (${sqlList(providers)})[1 + n % ${providers.length}],
      'A course that earns continuing-education credits.',
      'https://learn.example.org/courses/' || n,
      1 + (n % 8) * 0.5, (${sqlList(units)})[1 + n % ${units.length}],
      (${sqlList(opportunityCategories)})[1 + n % ${opportunityCategories.length}],
      (${sqlList(opportunityFormats)})[1 + n % ${opportunityFormats.length}],
      case when n % 3 = 0 then 0 else (n % 20) * 25 end,
      case when n % 4 = 0 then null else current_date + (n % 730 - 365) end,
      case when n % 4 = 0 then null else current_date + (n % 730 - 365) + n % 3 end
    from generate_series(1, ${size.opportunities}::int) as n`);
  // The catalog is seeded: a server starting on it adds no demo opportunities.
  await db.execute(sql`
    insert into admin_settings (key, value) values (${opportunitiesSeededKey}, now()::text)
    on conflict do nothing`);

  await db.execute(sql`analyze`);
  const admins = await queryRows<{ id: number }>(
    db,
    sql`select id from users where is_admin order by id`,
  );
  const adminIds = admins.map((row) => row.id);
  return {
    users: size.users,
    certifications: size.users * perUser,
    authLogs: size.authLogs,
    adminIds,
    adminUsername: "user_000001",
  };
}
