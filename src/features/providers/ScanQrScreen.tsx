// Placeholder until the catalog screens land (issue 4).
export default function ScanQrScreen() {
  return <p>ScanQrScreen</p>;
}
