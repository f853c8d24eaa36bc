import { hasPremium } from "@common/plan";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { useUser } from "@web/hooks/use-user";
import { Link } from "wouter";
import { CourseWhy } from "./plan-course-item";
import { firstStep } from "./plan-timeline";
import { usePlan } from "./use-planner";

/**
 * "Renewal plan" on the dashboard of a premium user while anything is missing: the plan's first
 * course with why, or what no course can close, and the way to the whole plan. The dashboard
 * shows it once its own data is in, so the plan never delays it.
 */
export function RenewalPlanCard() {
  const { data: user } = useUser();
  const premium = user ? hasPremium(user) : false;
  const plan = usePlan("cost", { enabled: premium });
  if (!premium || !plan.data) return null;
  const step = firstStep(plan.data);
  const uncovered = plan.data.uncovered[0];
  if (!step && !uncovered) return null;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-xl">Renewal plan</CardTitle>
        <Link href="/planner" className="text-sm font-medium text-primary hover:underline">
          Open the plan
        </Link>
      </CardHeader>
      <CardContent className="grid gap-2">
        {step ? (
          <>
            <p className="text-sm text-muted-foreground">First step</p>
            <p className="font-medium break-words">
              {step.title}{" "}
              <span className="font-normal text-muted-foreground">· {step.provider}</span>
            </p>
            <CourseWhy course={step} />
          </>
        ) : (
          <p className="text-sm break-words">{uncovered?.why}</p>
        )}
      </CardContent>
    </Card>
  );
}
