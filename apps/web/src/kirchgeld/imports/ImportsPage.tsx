export default function ImportsPage() {
  return null;
}
