// The built-in theme: a verbatim copy of Templates/almanac.css, compiled in so an installed binary
// works outside the repository. Do not edit by hand: edit Templates/almanac.css, then run
//   RECORD_FIXTURES=1 swift test --filter SiteThemeTests
// which rewrites this file from it (SiteThemeTests fails while the two differ).

/// The text of `Templates/almanac.css` at build time; see ``SiteTheme/builtIn``.
let defaultThemeCSS = #"""
/* Almanac — the default theme of the holiday calendar site.
 *
 * Edit this file to restyle the site without recompiling (pass its folder as the theme).
 * The binary carries an identical copy (Sources/CalendarSite/DefaultThemeCSS.swift);
 * a test fails when the two differ.
 *
 * Hooks: body.index-page / .year-page / .month-page; table.month (month page) and
 * table.mini-month (year page); day cells td.day with .weekend, .outside-month,
 * .outside-range, .holiday, .past / .today / .future; holiday items li.h-event.holiday with .p-name, .dt-start,
 * .p-category (.category-<name>), .note.substitute, .note.estimated.
 *
 * Nothing is shown by colour alone: today has an outline and a "Today" badge, holiday
 * names are bold, notes are words, days of other months are italic.
 * Every text colour below meets WCAG AA (4.5:1) on every background it is used on.
 */

:root {
    color-scheme: light dark;
    --bg: #ffffff;
    --fg: #1b1b1f;
    --muted: #4f5560;
    --link: #0a58ca;
    --focus: #b3261e;
    --border: #c4c9d1;
    --border-strong: #6b7280;
    --weekend-bg: #eef1f5;
    --holiday-bg: #fff1c2;
    --holiday-edge: #8a6100;
    --today: #0a58ca;
    --on-today: #ffffff;
}

@media (prefers-color-scheme: dark) {
    :root {
        --bg: #15171a;
        --fg: #eceef1;
        --muted: #aab1bb;
        --link: #8cb4ff;
        --focus: #ffb4a9;
        --border: #3d434b;
        --border-strong: #8b939e;
        --weekend-bg: #1f2328;
        --holiday-bg: #3a3113;
        --holiday-edge: #e0b44a;
        --today: #8cb4ff;
        --on-today: #15171a;
    }
}

*,
*::before,
*::after {
    box-sizing: border-box;
}

html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
}

body {
    max-width: 75rem;
    margin: 0 auto;
    padding: 1rem;
    background: var(--bg);
    color: var(--fg);
    font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", "Helvetica Neue", Arial,
        sans-serif;
    font-size: 1rem;
    line-height: 1.45;
}

a {
    color: var(--link);
    text-underline-offset: 0.15em;
}

a:hover {
    text-decoration-thickness: 2px;
}

:focus-visible,
a:focus {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
}

h1 {
    margin: 0.25rem 0 0.75rem;
    font-size: 1.75rem;
    line-height: 1.2;
}

h2 {
    margin: 1.5rem 0 0.5rem;
    font-size: 1.3rem;
}

/* Hidden on screen, still read by screen readers and kept in the markup for machines. */
.visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
}

/* Navigation ------------------------------------------------------------ */

.breadcrumb ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
    color: var(--muted);
}

.breadcrumb li + li::before {
    content: "›";
    margin-inline-end: 0.5rem;
}

.breadcrumb [aria-current="page"] {
    color: var(--fg);
}

.pager {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    margin: 0 0 1rem;
}

.pager a {
    display: inline-block;
    padding: 0.35rem 0.75rem;
    border: 1px solid var(--border-strong);
    border-radius: 0.375rem;
    text-decoration: none;
}

.pager a:hover {
    text-decoration: underline;
}

.pager .next {
    margin-inline-start: auto;
}

/* Index ----------------------------------------------------------------- */

.index-page .calendar {
    margin: 0 0 1.25rem;
    padding: 0.75rem 1rem 1rem;
    border: 1px solid var(--border);
    border-radius: 0.5rem;
}

.index-page .calendar h2 {
    margin-top: 0;
}

.index-page .summary {
    margin: 0 0 0.5rem;
    color: var(--muted);
}

.years {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 0 0 0.5rem;
    padding: 0;
    list-style: none;
}

.years a {
    display: inline-block;
    min-width: 3.5rem;
    padding: 0.25rem 0.5rem;
    border: 1px solid var(--border-strong);
    border-radius: 0.375rem;
    text-align: center;
}

.subscribe {
    margin: 0;
}

/* Month page ------------------------------------------------------------ */

table.month {
    width: 100%;
    border-collapse: collapse;
    table-layout: fixed;
}

table.month caption {
    padding: 0 0 0.5rem;
    font-size: 1.5rem;
    font-weight: 700;
    text-align: start;
}

table.month th {
    padding: 0.4rem;
    border-bottom: 2px solid var(--border-strong);
    font-weight: 600;
    text-align: start;
}

.weekday-short,
.cell-weekday {
    display: none;
}

table.month td {
    height: 6.5rem;
    padding: 0.35rem 0.4rem;
    border: 1px solid var(--border);
    vertical-align: top;
    overflow-wrap: anywhere;
    hyphens: auto;
}

table.month td > time {
    font-weight: 600;
}

td.weekend {
    background: var(--weekend-bg);
}

td.holiday {
    background: var(--holiday-bg);
    box-shadow: inset 4px 0 0 var(--holiday-edge);
}

[dir="rtl"] td.holiday {
    box-shadow: inset -4px 0 0 var(--holiday-edge);
}

td.outside-month {
    background: transparent;
    color: var(--muted);
    font-style: italic;
}

td.outside-month > time {
    font-weight: 400;
}

/* Days the calendar has no data for (before or after its range): greyed and struck through. */
td.outside-range {
    color: var(--muted);
}

td.outside-range > time {
    text-decoration: line-through;
}

td.today {
    outline: 3px solid var(--today);
    outline-offset: -3px;
}

.today-label {
    display: inline-block;
    margin-inline-start: 0.25rem;
    padding: 0 0.35em;
    border-radius: 0.25em;
    background: var(--today);
    color: var(--on-today);
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.02em;
    vertical-align: 0.1em;
}

/* Holiday entries ------------------------------------------------------- */

.entries {
    margin: 0.3rem 0 0;
    padding: 0;
    list-style: none;
    font-size: 0.875rem;
    line-height: 1.3;
}

.entries li + li {
    margin-top: 0.35rem;
}

.p-name {
    font-weight: 700;
}

.p-category,
.note {
    display: inline-block;
    margin-top: 0.1rem;
    padding: 0 0.3em;
    border: 1px solid var(--border-strong);
    border-radius: 0.25em;
    color: var(--muted);
    font-size: 0.75rem;
}

.note {
    border-style: dashed;
    font-style: italic;
}

/* In the grid, "public" is the rule, not news: it stays in the markup for machines. */
table.month .category-public {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
}

/* Year page ------------------------------------------------------------- */

.year-grid {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
    align-items: start;
    gap: 1.25rem 1.5rem;
}

table.mini-month {
    width: 100%;
    border-collapse: collapse;
    table-layout: fixed;
    font-size: 0.875rem;
}

table.mini-month caption {
    padding: 0 0 0.25rem;
    font-size: 1.05rem;
    font-weight: 700;
    text-align: start;
}

table.mini-month th {
    padding: 0.15rem 0;
    border-bottom: 1px solid var(--border-strong);
    color: var(--muted);
    font-weight: 600;
    text-align: center;
}

table.mini-month abbr {
    text-decoration: none;
}

table.mini-month td {
    padding: 0.2rem 0;
    text-align: center;
}

table.mini-month td.holiday {
    box-shadow: none;
    font-weight: 700;
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 0.2em;
}

.year-holidays .entries {
    font-size: 1rem;
}

.year-holidays .entries li {
    padding: 0.3rem 0;
    border-bottom: 1px solid var(--border);
}

.year-holidays .dt-start {
    display: inline-block;
    min-width: 9rem;
    color: var(--muted);
}

/* Narrow screens: the month grid becomes a list of days -------------------- */

@media (max-width: 40rem) {
    body {
        padding: 0.75rem;
    }

    h1 {
        font-size: 1.4rem;
    }

    table.month,
    table.month tbody,
    table.month tr {
        display: block;
        width: 100%;
    }

    table.month caption {
        display: block;
    }

    table.month thead {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip: rect(0 0 0 0);
        clip-path: inset(50%);
    }

    table.month td {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: 0 0.5rem;
        height: auto;
        min-height: 2.25rem;
        border-width: 0 0 1px;
    }

    table.month td.outside-month {
        display: none;
    }

    table.month .cell-weekday {
        display: inline-block;
        min-width: 2.75rem;
        color: var(--muted);
    }

    table.month td > time {
        min-width: 1.5rem;
    }

    table.month .entries {
        flex-basis: 100%;
        margin: 0 0 0.25rem 3.25rem;
    }

    .year-holidays .dt-start {
        min-width: 0;
        margin-inline-end: 0.5rem;
    }
}

/* Print: no navigation, black on white, one month per page ----------------- */

@media print {
    @page {
        size: A4 landscape;
        margin: 1cm;
    }

    :root {
        --bg: #ffffff;
        --fg: #000000;
        --muted: #333333;
        --border: #999999;
        --border-strong: #333333;
        --weekend-bg: #f2f2f2;
        --holiday-bg: #fff4cc;
        --holiday-edge: #000000;
        --today: #000000;
        --on-today: #ffffff;
    }

    body {
        max-width: none;
        padding: 0;
        font-size: 10pt;
        -webkit-print-color-adjust: exact;
        print-color-adjust: exact;
    }

    nav,
    .breadcrumb,
    .pager,
    .subscribe {
        display: none !important;
    }

    a {
        color: inherit;
        text-decoration: none;
    }

    table.month {
        break-inside: avoid;
        break-after: page;
    }

    table.month td {
        height: 2.6cm;
    }

    .year-grid {
        grid-template-columns: repeat(4, 1fr);
    }

    table.mini-month,
    .year-holidays li {
        break-inside: avoid;
    }

    .year-holidays {
        break-before: page;
    }
}

"""#
