import { FIGURES } from "../../../../../core/content/figures";
import { Coin } from "../parts/coin";
import { BLUE, GOLD, LILAC, NAVY, ORANGE, PINK, SCREEN, WHITE } from "../parts/palette";
import { Student } from "../parts/person";
import { Sky } from "../parts/sky";
import styles from "../what-is-credit.module.css";

/** What is credit (m10), pages 8 and 9: the phone deal, its loan beside its plan. */

/** A phone seen face on, `width` wide and twice as tall, its top-left corner at (x, y). */
function Phone({ x, y, width }: { x: number; y: number; width: number }) {
  const h = width * 2;
  return (
    <g>
      <rect x={x} y={y} width={width} height={h} rx={width * 0.16} fill={NAVY} stroke={LILAC} />
      <rect
        x={x + width * 0.08}
        y={y + width * 0.14}
        width={width * 0.84}
        height={h - width * 0.32}
        rx={width * 0.08}
        fill={SCREEN}
      />
      <circle cx={x + width / 2} cy={y + h * 0.4} r={width * 0.22} fill={BLUE} opacity="0.5" />
      <rect
        x={x + width * 0.22}
        y={y + h * 0.62}
        width={width * 0.56}
        height={width * 0.1}
        rx={width * 0.05}
        fill={WHITE}
        opacity="0.6"
      />
    </g>
  );
}

/** Page 8: the scenario's student beside the new phone on a stand, a coin between them. */
export function PhoneShop() {
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200} />
      <Student x={40} y={26} />
      <g className={styles.float}>
        <Coin x={158} y={74} r={14} />
      </g>
      <path d="M196 184h92l-10-18h-72z" fill={LILAC} />
      <Phone x={206} y={24} width={70} />
      <path d="M196 184h92" stroke={WHITE} strokeWidth="3" opacity="0.6" />
    </svg>
  );
}

/** Height (px) of a bar part for `dollars`: 150 px for the deal's whole cost. */
const barHeight = (dollars: number) => (dollars * 150) / FIGURES.examplePhoneDealTotal.value;

/** Page 9: the loan's bar (phone and its interest) beside the deal's (phone and its plan). */
export function PhoneCosts() {
  const base = 176;
  const phone = barHeight(FIGURES.examplePhoneDealPhone.value);
  const bars = [
    { x: 70, extra: barHeight(FIGURES.examplePhoneInterest.value), colour: ORANGE },
    { x: 190, extra: barHeight(FIGURES.examplePhoneDealPlanTotal.value), colour: PINK },
  ];
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.art}>
      <Sky width={320} height={200} />
      <path d={`M40 ${base}h240`} stroke={LILAC} strokeWidth="3" />
      {bars.map(({ x, extra, colour }) => (
        <g key={x}>
          <rect x={x} y={base - phone} width="60" height={phone} fill={GOLD} />
          <g className={styles.grow}>
            <rect x={x} y={base - phone - extra} width="60" height={extra} fill={colour} />
          </g>
        </g>
      ))}
      <Phone x={92} y={base - phone + 6} width={16} />
      <Phone x={212} y={base - phone + 6} width={16} />
    </svg>
  );
}
