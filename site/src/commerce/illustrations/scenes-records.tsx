/**
 * Illustrations of records and money: a ledger of linked blocks, a wallet with rewards, a
 * contract with its E-Stamp, an invoice, and people (the team). Drawn here in the page's
 * tokens (classes in illustrations.css).
 */

export function LedgerScene() {
  const blocks = [40, 130, 220, 310];
  return (
    <>
      {blocks.slice(1).map((x) => (
        <path key={`c${x}`} className="ci-stroke" d={`M${x - 20} 150h20`} />
      ))}
      {blocks.map((x, i) => (
        <g key={x}>
          <rect
            className={i === 3 ? 'ci-accent' : 'ci-paper'}
            x={x - 20}
            y="110"
            width="70"
            height="80"
            rx="6"
          />
          <path
            className={i === 3 ? 'ci-on-accent' : 'ci-stroke'}
            d={`M${x - 8} 132h46M${x - 8} 150h30M${x - 8} 168h38`}
          />
        </g>
      ))}
      <path className="ci-warm" d="M200 24l34 20v40l-34 20-34-20V44z" />
      <path className="ci-paper" d="M200 46l14 8v16l-14 8-14-8V54z" />
      <path className="ci-stroke" d="M200 104v6M60 230h280" />
      <circle className="ci-soft" cx="120" cy="240" r="14" />
      <circle className="ci-soft" cx="200" cy="240" r="14" />
      <circle className="ci-soft" cx="280" cy="240" r="14" />
    </>
  );
}

export function WalletScene() {
  return (
    <>
      <rect className="ci-accent" x="70" y="90" width="220" height="150" rx="12" />
      <path className="ci-soft" d="M70 120l170-56 16 26z" />
      <rect className="ci-paper" x="230" y="148" width="76" height="40" rx="8" />
      <circle className="ci-accent" cx="254" cy="168" r="8" />
      {[0, 1, 2, 3].map((i) => (
        <ellipse key={i} className="ci-warm" cx="336" cy={236 - i * 14} rx="30" ry="9" />
      ))}
      <path className="ci-paper" d="M60 40l9 18 20 3-14 14 3 20-18-9-18 9 3-20-14-14 20-3z" />
    </>
  );
}

export function ContractScene() {
  return (
    <>
      <path className="ci-paper" d="M100 30h150l50 50v190H100z" />
      <path className="ci-soft" d="M250 30v50h50z" />
      <path
        className="ci-stroke"
        d="M130 90h100M130 116h140M130 142h140M130 168h110M130 226c14-20 24 10 36-6s20 6 34-4"
      />
      <circle className="ci-accent" cx="268" cy="220" r="40" />
      <circle className="ci-on-accent-line" cx="268" cy="220" r="30" />
      <path className="ci-on-accent" d="M254 220l10 10 18-20" />
    </>
  );
}

export function InvoiceScene() {
  return (
    <>
      <path className="ci-paper" d="M120 30h160v230l-20-12-20 12-20-12-20 12-20-12-20 12-20-12-20 12z" />
      <rect className="ci-accent" x="140" y="52" width="60" height="12" rx="4" />
      <path className="ci-stroke" d="M140 96h120M140 120h120M140 144h80M140 196h120" />
      <rect className="ci-soft" x="210" y="170" width="50" height="16" rx="4" />
      <circle className="ci-warm" cx="300" cy="74" r="28" />
      <path className="ci-paper-line" d="M288 74l8 8 16-16" />
    </>
  );
}

export function PeopleScene() {
  const people: ReadonlyArray<readonly [number, string]> = [
    [110, 'ci-warm'],
    [200, 'ci-accent'],
    [290, 'ci-soft'],
  ];
  return (
    <>
      <rect className="ci-soft" x="40" y="230" width="320" height="12" rx="6" />
      {people.map(([x, tone], i) => (
        <g key={x}>
          <circle className="ci-ink" cx={x} cy={i === 1 ? 96 : 116} r="26" />
          <path
            className={tone}
            d={`M${x - 44} ${230}c0-40 20-62 44-62s44 22 44 62z`}
            transform={i === 1 ? 'translate(0 -20)' : undefined}
          />
        </g>
      ))}
      <rect className="ci-paper" x="150" y="196" width="100" height="34" rx="6" />
    </>
  );
}
