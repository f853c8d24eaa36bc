import { sql } from "drizzle-orm";
import { migrate } from "../../../src/server/db/migrate";
import { openConfiguredDatabase } from "../../../src/server/db/open-configured";

/**
 * Writes `count` certifications (10 per holder, holders `holder0001`…) into a data folder
 * set-wise, before its server starts (`setUpAppWithAccounts`'s `prepare`). Each expires on its
 * own day, so the order by expiration is known: "Certification 0001" first; every seventh one
 * is expired.
 */
export async function seedCertifications(dataDir: string, count: number): Promise<void> {
  const database = await openConfiguredDatabase(
    { dataDir, databaseUrl: undefined },
    { role: "an end-to-end test's seeding" },
  );
  try {
    await migrate(database.db);
    await database.db.execute(sql`
      insert into users (username, password, email, first_name, last_name)
      select 'holder' || lpad(n::text, 4, '0'), 'x', 'holder' || n || '@example.com',
        'Holder', 'Number ' || n
      from generate_series(1, ${count / 10}) as n`);
    await database.db.execute(sql`
      insert into certifications (user_id, name, provider, expiration_date, credits_required,
        credits_earned, credits_missing, status)
      select u.id, 'Certification ' || lpad(n::text, 4, '0'), 'Board ' || (n % 7),
        date '2030-01-01' + n, 20, 5, 15, case when n % 7 = 0 then 'expired' else 'active' end
      from generate_series(1, ${count}) as n
      join users u on u.username = 'holder' || lpad((1 + (n - 1) % ${count / 10})::text, 4, '0')`);
  } finally {
    await database.close();
  }
}
