import { PageMeta } from '../../kit/page-meta';

export default function UsHome() {
  return (
    <section className="site-column">
      <PageMeta title="ISPz" description="Simplifying the home mortgage ecosystem." />
      <h1>SIMPLIFYING THE HOME MORTGAGE ECOSYSTEM</h1>
    </section>
  );
}
