// Placeholder until the catalog screens land (issue 4).
export default function SelectRestaurantScreen() {
  return <p>SelectRestaurantScreen</p>;
}
