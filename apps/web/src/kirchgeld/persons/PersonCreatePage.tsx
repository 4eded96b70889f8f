export default function PersonCreatePage() {
  return null;
}
