import { theme } from "../../src/theme/theme";

/**
 * The layout of a page's social card (the og:image of an article, case study or service page): the
 * site's navy hero gradient, the kind or category as an amber label, the page's title large in
 * white, and the brand with the site's host at the foot. Colours and gradient come from the theme
 * tokens, so a card looks like the page it stands for. Plain element objects (satori reads React's
 * element shape), so no React runtime is needed at build time.
 */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** The card's padding, in pixels: nothing is drawn outside it but the background (a test checks). */
export const CARD_PADDING = { x: 80, y: 64 } as const;

/** The most lines a title may take; a longer one ends with an ellipsis instead of overflowing. */
export const TITLE_MAX_LINES = 3;

export type CardText = {
  /** The page's title: an article's or case study's `title`, a service's name. */
  title: string;
  /** Above the title: an article's category, "Case study", "Service" (data/site.json `shareCard`). */
  label: string;
  /** The site's name (data/site.json `name`). */
  brand: string;
  /** The site's host name, e.g. www.example.com. */
  host: string;
};

export type CardElement = { type: string; props: { style?: Record<string, string | number>; children?: string | CardElement | CardElement[] } };

const box = (style: Record<string, string | number>, children: CardElement["props"]["children"]): CardElement => ({ type: "div", props: { style, children } });

/** Shorter titles are set larger; every size still fits TITLE_MAX_LINES lines in the title's box. */
function titleSize(title: string): number {
  if (title.length <= 40) return 72;
  if (title.length <= 70) return 60;
  return 52;
}

const LINE_HEIGHT = 1.15;
/** The width inside the padding, where every text is laid out. */
const INNER_WIDTH = CARD_SIZE.width - 2 * CARD_PADDING.x;

export function cardTree({ title, label, brand, host }: CardText): CardElement {
  const size = titleSize(title);
  const { colors, gradients } = theme;
  return box(
    {
      // satori sizes boxes without their padding (content-box): the inner size plus the padding is the card.
      width: INNER_WIDTH,
      height: CARD_SIZE.height - 2 * CARD_PADDING.y,
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: `${CARD_PADDING.y}px ${CARD_PADDING.x}px`,
      backgroundImage: gradients.hero,
      color: colors.onDark,
      fontFamily: "Inter",
    },
    [
      box({ display: "flex", flexDirection: "column", width: INNER_WIDTH }, [
        box(
          {
            display: "flex",
            alignSelf: "flex-start",
            maxWidth: INNER_WIDTH,
            fontSize: 28,
            fontWeight: 700,
            color: colors.accentBright,
            letterSpacing: 1,
            textTransform: "uppercase",
            lineClamp: 1,
            // One line: a long category ends with an ellipsis.
            whiteSpace: "nowrap",
            overflow: "hidden",
            textOverflow: "ellipsis",
          },
          label,
        ),
        box(
          {
            display: "block",
            width: INNER_WIDTH,
            marginTop: 28,
            fontSize: size,
            fontWeight: 800,
            lineHeight: LINE_HEIGHT,
            // The box is exactly TITLE_MAX_LINES lines high: text past it is clamped with an ellipsis.
            maxHeight: Math.ceil(size * LINE_HEIGHT * TITLE_MAX_LINES),
            overflow: "hidden",
            lineClamp: TITLE_MAX_LINES,
            wordBreak: "break-word",
          },
          title,
        ),
      ]),
      box(
        {
          display: "flex",
          width: INNER_WIDTH,
          alignItems: "center",
          justifyContent: "space-between",
          borderTop: `4px solid ${colors.accentBright}`,
          paddingTop: 28,
        },
        [
          box({ display: "flex", fontSize: 32, fontWeight: 700, color: colors.onDark }, brand),
          box({ display: "flex", fontSize: 26, fontWeight: 400, color: colors.onDarkMuted }, host),
        ],
      ),
    ],
  );
}
