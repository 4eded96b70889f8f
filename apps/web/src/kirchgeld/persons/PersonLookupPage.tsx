export default function PersonLookupPage() {
  return null;
}
