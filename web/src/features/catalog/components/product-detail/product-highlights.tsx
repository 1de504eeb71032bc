/** The Product Highlights pictures of the chosen colour. */
export function ProductHighlights({
  images,
  productName,
}: {
  images: ReadonlyArray<{ url: string }>;
  productName: string;
}) {
  if (images.length === 0) return null;
  return (
    <section className="product-highlights" aria-labelledby="highlights-heading">
      <h2 id="highlights-heading">Product Highlights</h2>
      <div className="highlights-list">
        {images.map((image, i) => (
          <img
            key={image.url}
            src={image.url}
            alt={`${productName} highlight ${i + 1}`}
            loading="lazy"
            width={1200}
            height={600}
          />
        ))}
      </div>
    </section>
  );
}
