import { creditsUnits } from "@common/certifications/certification";

/** One <option> per unit credits are counted in, for a certification's or a course's unit. */
export function CreditsUnitOptions() {
  return creditsUnits.map((unit) => (
    <option key={unit} value={unit}>
      {unit}
    </option>
  ));
}
