import * as NOT_FOUND_COPY from '../not-found-copy';

/** Routes that point at features the product does not have (memecontent, linkedinpost). */
export default function FeatureNotFoundPage() {
  return (
    <div className="flex flex-1 items-center justify-center p-8">
      <h1 className="text-lg text-muted-foreground">{NOT_FOUND_COPY.featureNotFound}</h1>
    </div>
  );
}
