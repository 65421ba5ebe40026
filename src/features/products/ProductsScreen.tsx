// Placeholder until the catalog screens land (issue 4).
export default function ProductsScreen() {
  return <p>ProductsScreen</p>;
}
