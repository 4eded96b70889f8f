export default function OrganizationMergePage() {
  return null;
}
