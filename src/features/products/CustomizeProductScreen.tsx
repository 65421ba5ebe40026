// Placeholder until the catalog screens land (issue 4).
export default function CustomizeProductScreen() {
  return <p>CustomizeProductScreen</p>;
}
