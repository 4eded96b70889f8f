export default function LegacyContextKPage() {
  return null;
}
