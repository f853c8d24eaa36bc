import {
  certificationStatuses,
  certificationStatusLabels,
} from "@common/certifications/certification";

/** One <option> per certification status, labelled as the list and the form show it. */
export function CertificationStatusOptions() {
  return certificationStatuses.map((status) => (
    <option key={status} value={status}>
      {certificationStatusLabels[status]}
    </option>
  ));
}
