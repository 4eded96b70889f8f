export default function PersonEditPage() {
  return null;
}
