import {
  money,
  PAYSLIP,
  PAYSLIP_HEIGHT,
  PAYSLIP_PARTS,
  PAYSLIP_ROW,
  PAYSLIP_STRIP,
  PAYSLIP_WIDTH,
  type PayslipDialog,
  type PayslipPart,
} from "../../../../core/content/examples/working-life-payslip";
import type { ArtSet } from "./art-set";
import { CoinStack } from "./parts/coin";
import {
  BLUE,
  GOLD,
  GREEN,
  GREEN_DEEP,
  GREEN_LIGHT,
  LILAC,
  LILAC_LIGHT,
  NAVY,
  ORANGE,
  PINK,
  SKY,
  WHITE,
} from "./parts/palette";
import { Student } from "./parts/person";
import { Sky } from "./parts/sky";
import styles from "./working-life.module.css";

/** Working life (m6): a first job, tax codes, the IR330, where a week's pay goes, a payslip. */

const { week } = PAYSLIP;

/** A paper sheet: a white page with a fold in its top-right corner. */
function Paper({ x, y, width, height }: { x: number; y: number; width: number; height: number }) {
  return (
    <g>
      <path
        d={`M${x} ${y}h${width - 16}l16 16v${height - 16}h${-width}z`}
        fill={WHITE}
        stroke={LILAC}
      />
      <path d={`M${x + width - 16} ${y}v16h16`} fill={LILAC_LIGHT} />
    </g>
  );
}

/** Page 1: a student holds up a payslip; small stacks for tax, ACC and KiwiSaver slide off the pile. */
function FirstJob() {
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200} />
      <Student x={14} y={36} />
      <g transform="rotate(-8 130 80)">
        <Paper x={112} y={44} width={52} height={66} />
        {[62, 74, 86].map((y) => (
          <rect key={y} x="120" y={y} width="32" height="5" rx="2.5" fill={LILAC} />
        ))}
        <rect x="120" y="96" width="24" height="6" rx="3" fill={GREEN} />
      </g>
      <CoinStack x={206} base={176} n={7} rx={22} step={10} />
      {[PINK, ORANGE, BLUE].map((colour, i) => (
        <g key={colour} className={styles.slide} style={{ animationDelay: `${0.4 + i * 0.4}s` }}>
          <CoinStack x={252 + i * 24} base={176 - i * 34} n={2} rx={10} step={7} />
          <circle cx={252 + i * 24} cy={158 - i * 34} r="5" fill={colour} />
        </g>
      ))}
    </svg>
  );
}

/** Page 2: three tags showing the tax codes M, ME and M SL. */
function TaxCodeTags() {
  const tags = [
    { code: "M", x: 14, y: 40, colour: GOLD },
    { code: "ME", x: 112, y: 100, colour: GREEN },
    { code: "M SL", x: 210, y: 44, colour: BLUE },
  ];
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200} />
      {tags.map(({ code, x, y, colour }, i) => (
        <g key={code} className={styles.float} style={{ animationDelay: `${i * 0.3}s` }}>
          <path d={`M${x + 14} ${y}h82v60h-82l-14-30z`} fill={colour} />
          <circle cx={x + 12} cy={y + 30} r="5" fill={SKY} />
          <text x={x + 57} y={y + 38} textAnchor="middle" className={styles.code} fill={SKY}>
            {code}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** Page 3: the IR330 with three tick boxes and an IRD number line; a pencil ticks a box. */
function Ir330Form() {
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200} />
      <Paper x={84} y={12} width={152} height={178} />
      <text x="100" y="38" className={styles.heading} fill={NAVY}>
        IR330
      </text>
      {[56, 86, 116].map((y, i) => (
        <g key={y}>
          <rect x="100" y={y} width="16" height="16" rx="3" fill="none" stroke={NAVY} />
          <rect x="124" y={y + 5} width={80 - i * 12} height="6" rx="3" fill={LILAC} />
        </g>
      ))}
      <path
        d="M103 94l5 5 10-12"
        stroke={GREEN_DEEP}
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <rect x="100" y="150" width="120" height="20" rx="4" fill="none" stroke={NAVY} />
      {[0, 1, 2].map((i) => (
        <rect key={i} x={108 + i * 36} y="158" width="28" height="5" rx="2.5" fill={NAVY} />
      ))}
      <g className={styles.pencil}>
        <path d="M122 90l70-70 14 14-70 70-18 4z" fill={GOLD} />
        <path d="M192 20l6-6 14 14-6 6z" fill={PINK} />
        <path d="M122 90l-4 18 18-4z" fill={SKY} opacity="0.6" />
      </g>
    </svg>
  );
}

/** Page 8: a week's gross pay as one bar, split into take-home pay and what comes off it. */
function PaySplit() {
  const LEFT = 20;
  const WIDTH = 280;
  const scale = WIDTH / week.gross;
  const parts = [
    { amount: week.net, colour: GREEN, label: "Take-home" },
    { amount: week.paye, colour: PINK, label: "PAYE" },
    { amount: week.acc, colour: ORANGE, label: "ACC" },
    { amount: week.kiwiSaver, colour: BLUE, label: "KiwiSaver" },
  ];
  const starts = parts.map((_, i) =>
    parts.slice(0, i).reduce((sum, p) => sum + p.amount * scale, LEFT),
  );
  const [net, ...deductions] = parts;
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200} />
      <rect x={LEFT} y="20" width={WIDTH} height="36" rx="8" fill={GOLD} />
      <text x={LEFT + 10} y="43" className={styles.label} fill={SKY}>
        Gross pay {money(week.gross)}
      </text>
      <path d="M160 62v20m-8-8l8 8 8-8" stroke={LILAC} strokeWidth="4" fill="none" />
      {parts.map(({ amount, colour }, i) => (
        <g key={colour} className={styles.drop} style={{ animationDelay: `${0.3 + i * 0.2}s` }}>
          <rect
            x={starts[i]! + 1}
            y="90"
            width={Math.max(amount * scale - 2, 3)}
            height="36"
            rx="6"
            fill={colour}
          />
        </g>
      ))}
      <text x={LEFT + 10} y="113" className={styles.label} fill={SKY}>
        {net!.label} {money(net!.amount)}
      </text>
      {deductions.map(({ amount, colour, label }, i) => (
        <g key={label} transform={`translate(${LEFT + [0, 96, 180][i]!} 150)`}>
          <rect width="12" height="12" rx="3" fill={colour} />
          <text x="17" y="10.5" className={styles.key} fill={WHITE}>
            {label} {money(amount)}
          </text>
        </g>
      ))}
    </svg>
  );
}

/**
 * One part of the payslip, `width` wide: its strip (where the hotspot sits, titled in a close-up),
 * then its rows of words and numbers.
 */
function Part({ part, width, titled }: { part: PayslipPart; width: number; titled: boolean }) {
  const firstRow = part.top + PAYSLIP_STRIP + PAYSLIP_ROW - 3;
  return (
    <g>
      <rect
        x="10"
        y={part.top}
        width={width - 20}
        height={PAYSLIP_STRIP}
        rx="8"
        fill={LILAC_LIGHT}
      />
      {titled && (
        <text x="20" y={part.top + 29} className={styles.heading} fill={NAVY}>
          {part.label}
        </text>
      )}
      {part.rows.map(([label, value, strong], i) => {
        const y = firstRow + i * PAYSLIP_ROW;
        const ink = strong ? GREEN_DEEP : SKY;
        return (
          <g key={label} className={strong ? styles.strong : styles.row}>
            {strong && (
              <rect x="14" y={y - 12} width={width - 28} height="16" rx="3" fill={GREEN_LIGHT} />
            )}
            <text x="20" y={y} fill={ink}>
              {label}
            </text>
            <text x={width - 20} y={y} textAnchor="end" fill={ink}>
              {value}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** Page 9: the whole payslip on paper. Its strips are left blank: the hotspots name them. */
function Payslip() {
  return (
    <svg
      viewBox={`0 0 ${PAYSLIP_WIDTH} ${PAYSLIP_HEIGHT}`}
      aria-hidden="true"
      focusable="false"
      className={styles.art}
    >
      <rect width={PAYSLIP_WIDTH} height={PAYSLIP_HEIGHT} rx="12" fill={WHITE} stroke={LILAC} />
      {PAYSLIP_PARTS.map((part) => (
        <Part key={part.dialog} part={part} width={PAYSLIP_WIDTH} titled={false} />
      ))}
    </svg>
  );
}

/** A close-up is narrower than the payslip, so its words stay readable in a dialog. */
const CLOSE_UP_WIDTH = 250;

/** A dialog's picture: one part of the payslip close up, with its title in its strip. */
function closeUp(dialog: PayslipDialog) {
  const part = PAYSLIP_PARTS.find((p) => p.dialog === dialog)!;
  const height = part.bottom - part.top + 8;
  function CloseUp() {
    return (
      <svg
        viewBox={`0 ${part.top - 4} ${CLOSE_UP_WIDTH} ${height}`}
        aria-hidden="true"
        focusable="false"
        className={styles.art}
      >
        <rect y={part.top - 4} width={CLOSE_UP_WIDTH} height={height} rx="12" fill={WHITE} />
        <Part part={part} width={CLOSE_UP_WIDTH} titled />
      </svg>
    );
  }
  return CloseUp;
}

export { content } from "../../../../core/content/missions/working-life";

export const ART = {
  "first-job": FirstJob,
  "tax-code-tags": TaxCodeTags,
  "ir330-form": Ir330Form,
  "pay-split": PaySplit,
  payslip: Payslip,
  "payslip-details": closeUp("wl-payslip-1"),
  "payslip-cycle": closeUp("wl-payslip-2"),
  "payslip-tax": closeUp("wl-payslip-3"),
  "payslip-ytd": closeUp("wl-payslip-4"),
  "payslip-leave": closeUp("wl-payslip-5"),
} satisfies ArtSet;
