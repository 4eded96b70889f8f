export default function PersonDetailPage() {
  return null;
}
