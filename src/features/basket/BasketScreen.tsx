// Placeholder until the catalog screens land (issue 4).
export default function BasketScreen() {
  return <p>BasketScreen</p>;
}
