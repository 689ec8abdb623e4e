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
 * Hooks: body.index-page / .year-page / .month-page / .agenda-page / .week-page;
 * table.month (month page), table.week (week page) and table.mini-month (year page); day cells
 * td.day with .weekend, .outside-month, .outside-range, .holiday, .past / .today / .future, and
 * the same words on the agenda page's day sections (section.agenda-day); entries li.h-event
 * (.holiday, or .agenda for the user's own events) with .p-name, .dt-start, .p-category
 * (.category-<name>), .note.substitute, .note.estimated and dl.details; li.more ("+N more");
 * nav.breadcrumb, nav.views, nav.pager, .skip-link, footer .subscribe-links; the weather
 * span.weather[data-wmo] with .weather-icon[data-icon], .weather-max, .weather-min,
 * .weather-precipitation, p.agenda-weather and footer .weather-attribution.
 *
 * Nothing is shown by colour alone: today has an outline and a "Today" badge, holiday
 * names are bold, notes are words, days of other months are italic, the current view is
 * bold and filled, links are underlined.
 * Every text colour below meets WCAG AA (4.5:1) on every background it is used on; the
 * test ThemeContrastTests computes it for both colour schemes (keep its list of pairs in
 * step when adding a colour).
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
    --surface: #f6f7f9;
    --weekend-bg: #eef1f5;
    --holiday-bg: #fff1c2;
    --holiday-edge: #8a6100;
    --today: #0a58ca;
    --on-today: #ffffff;
    --shadow: rgb(0 0 0 / 0.18);
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
        --surface: #1d2025;
        --weekend-bg: #1f2328;
        --holiday-bg: #3a3113;
        --holiday-edge: #e0b44a;
        --today: #8cb4ff;
        --on-today: #15171a;
        --shadow: rgb(0 0 0 / 0.6);
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
        "Noto Sans CJK JP", "Noto Sans Arabic", sans-serif;
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

h3 {
    margin: 1rem 0 0.35rem;
    font-size: 1.05rem;
}

code {
    font-family: ui-monospace, "DejaVu Sans Mono", "Liberation Mono", monospace;
    font-size: 0.9em;
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

/* The first link of every page: off screen until a keyboard user reaches it. */
.skip-link {
    position: absolute;
    top: -10rem;
    inset-inline-start: 1rem;
    z-index: 100;
    padding: 0.5rem 1rem;
    border: 2px solid var(--focus);
    border-radius: 0.375rem;
    background: var(--bg);
    font-weight: 700;
}

.skip-link:focus {
    top: 0.5rem;
}

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

[dir="rtl"] .breadcrumb li + li::before {
    content: "‹";
}

.breadcrumb [aria-current="page"] {
    color: var(--fg);
}

/* The views of a calendar: year, agenda, this week. The current one is filled and bold, not a link. */
.views ul,
.calendar-views,
.years {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 0 0 1rem;
    padding: 0;
    list-style: none;
}

.views a,
.views [aria-current="page"],
.calendar-views a,
.years a {
    display: inline-block;
    min-width: 3.5rem;
    padding: 0.25rem 0.75rem;
    border: 1px solid var(--border-strong);
    border-radius: 999px;
    text-align: center;
}

.views [aria-current="page"] {
    background: var(--fg);
    color: var(--bg);
    font-weight: 700;
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

/* Subscribing: at the foot of every calendar page and on the index. */
.page-footer {
    margin-top: 2rem;
    padding-top: 0.5rem;
    border-top: 1px solid var(--border);
}

.page-footer h2 {
    margin-top: 0.5rem;
    font-size: 1.1rem;
}

.subscribe-links {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.5rem 1.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
}

.subscribe-url {
    padding: 0.1rem 0.35rem;
    border-radius: 0.25rem;
    background: var(--surface);
    overflow-wrap: anywhere;
    user-select: all;
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

.contents {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.15rem 1rem;
    margin: 0 0 0.5rem;
}

.contents dt {
    color: var(--muted);
}

.contents dd {
    margin: 0;
}

.entry-count {
    margin: 0 0 0.75rem;
}

.index-page .years,
.index-page .calendar-views {
    margin-bottom: 0.6rem;
}

/* Month and week tables ------------------------------------------------- */

table.month,
table.week {
    width: 100%;
    border-collapse: collapse;
    table-layout: fixed;
}

table.month caption,
table.week caption {
    padding: 0 0 0.5rem;
    font-size: 1.5rem;
    font-weight: 700;
    text-align: start;
}

table.week caption {
    font-size: 1.2rem;
}

table.month th,
table.week th {
    padding: 0.4rem;
    border-bottom: 2px solid var(--border-strong);
    font-weight: 600;
    text-align: start;
}

.weekday-short,
.cell-weekday {
    display: none;
}

table.month td,
table.week td {
    height: 6.5rem;
    padding: 0.35rem 0.4rem;
    border: 1px solid var(--border);
    vertical-align: top;
    overflow-wrap: anywhere;
    hyphens: auto;
}

/* ISO week numbers (optional) and the week page's row headers. */
table th.week-number {
    width: 3.75rem;
    color: var(--muted);
    font-size: 0.875rem;
    font-weight: 400;
    text-align: center;
    overflow-wrap: anywhere;
}

table tbody th.week-number {
    border: 1px solid var(--border);
    vertical-align: top;
}

table.week .week-label {
    width: 7.5rem;
    border: 0;
}

table.week tbody th.week-label {
    border-bottom: 1px solid var(--border);
    vertical-align: top;
}

table.week thead td {
    height: auto;
    border: 0;
}

/* Last week's days: their dates in the muted colour (the row header says "Last week" in words). */
table.week td.past > time,
table.week td.past > .day-link {
    color: var(--muted);
    font-weight: 400;
}

table.week .week-number {
    display: block;
    color: var(--muted);
    font-weight: 400;
}

td > time,
td > .day-link {
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

/* Weather forecast (span.weather[data-wmo] in day cells, week and agenda pages) --
 * The icon is the character below for its data-icon group: change it here. Its text
 * alternative is in the markup (aria-label and title name the condition). */

.weather {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 0.3em;
    margin-inline-start: 0.25rem;
    font-size: 0.8rem;
    color: var(--fg);
    white-space: nowrap;
}

.weather-icon {
    font-size: 1.05rem;
    line-height: 1;
}

.weather-icon::before {
    content: "?";
}

.weather-icon[data-icon="clear"]::before { content: "\2600\FE0E"; }
.weather-icon[data-icon="mostly-clear"]::before { content: "\1F324"; }
.weather-icon[data-icon="partly-cloudy"]::before { content: "\26C5"; }
.weather-icon[data-icon="cloudy"]::before { content: "\2601\FE0E"; }
.weather-icon[data-icon="fog"]::before { content: "\1F32B"; }
.weather-icon[data-icon="drizzle"]::before { content: "\1F326"; }
.weather-icon[data-icon="freezing"]::before { content: "\1F9CA"; }
.weather-icon[data-icon="rain"]::before { content: "\1F327"; }
.weather-icon[data-icon="showers"]::before { content: "\2614\FE0E"; }
.weather-icon[data-icon="snow"]::before { content: "\2744\FE0E"; }
.weather-icon[data-icon="thunderstorm"]::before { content: "\26C8"; }

.weather-max {
    font-weight: 700;
}

.weather-min,
.weather-precipitation {
    color: var(--muted);
}

td.day .weather-precipitation {
    display: none;
}

.agenda-weather {
    margin: 0 0 0.3rem;
}

/* On the agenda page the forecast sits under the day's heading, the entries beside both. */
.agenda-day {
    grid-template-rows: auto 1fr;
}

.agenda-day .agenda-weather {
    grid-column: 1;
    grid-row: 2;
    align-self: start;
    margin: 0.25rem 0 0;
}

.agenda-day .agenda-weather + .entries,
.agenda-day .agenda-weather + .agenda-nothing {
    grid-column: 2;
    grid-row: 1 / span 2;
}

.agenda-weather .weather {
    margin-inline-start: 0;
    font-size: 0.9rem;
}

.weather-attribution {
    margin: 0 0 0.5rem;
    font-size: 0.8rem;
    color: var(--muted);
}

/* Entries --------------------------------------------------------------- */

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
td .category-public {
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

.more a {
    font-weight: 600;
}

/* Details (every name, categories, region, source): a card on hover and keyboard focus in the grid. */
.details {
    display: none;
    margin: 0;
}

td .h-event {
    position: relative;
    border-radius: 0.2rem;
    cursor: default;
}

td .h-event:hover > .details,
td .h-event:focus > .details,
td .h-event:focus-within > .details {
    display: grid;
    position: absolute;
    top: 100%;
    inset-inline-start: 0;
    z-index: 20;
    width: max-content;
    max-width: min(20rem, 80vw);
    margin-top: 0.25rem;
    padding: 0.5rem 0.65rem;
    border: 1px solid var(--border-strong);
    border-radius: 0.375rem;
    background: var(--bg);
    box-shadow: 0 4px 14px var(--shadow);
    color: var(--fg);
    font-size: 0.8125rem;
    font-style: normal;
}

/* Cards of the last two columns open towards the inside of the table. */
td:nth-last-child(-n + 2) .h-event > .details {
    inset-inline-start: auto;
    inset-inline-end: 0;
}

.details {
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 0.15rem 0.6rem;
    font-weight: 400;
    line-height: 1.35;
}

.details dt {
    color: var(--muted);
    font-weight: 600;
}

.details dd {
    margin: 0;
}

.details .language {
    color: var(--muted);
}

/* Agenda page ----------------------------------------------------------- */

.agenda-month h2 {
    margin-top: 1.75rem;
    padding-bottom: 0.25rem;
    border-bottom: 2px solid var(--border-strong);
}

.agenda-day {
    display: grid;
    grid-template-columns: 15rem minmax(0, 1fr);
    gap: 0 1.25rem;
    padding: 0.6rem 0.75rem;
    border-bottom: 1px solid var(--border);
}

.agenda-day h3 {
    margin: 0;
    font-size: 1rem;
}

.agenda-day .entries {
    margin: 0;
    font-size: 1rem;
}

.agenda-day .entries li + li {
    margin-top: 0.75rem;
}

.agenda-day .details {
    display: grid;
    margin-top: 0.35rem;
    font-size: 0.875rem;
}

/* The details list the categories; the badges stay in the markup for machines. */
.agenda-day .p-category {
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

.agenda-day.holiday {
    box-shadow: inset 4px 0 0 var(--holiday-edge);
}

[dir="rtl"] .agenda-day.holiday {
    box-shadow: inset -4px 0 0 var(--holiday-edge);
}

.agenda-day.today {
    outline: 3px solid var(--today);
    outline-offset: -3px;
}

.agenda-day.past h3 time {
    color: var(--muted);
}

.agenda-nothing,
.agenda-empty {
    margin: 0;
    color: var(--muted);
    font-style: italic;
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

table.mini-month td.today {
    outline-width: 2px;
    outline-offset: -2px;
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

/* Narrow screens: month and week grids become lists of days --------------- */

@media (max-width: 40rem) {
    body {
        padding: 0.75rem;
    }

    td.day .weather {
        font-size: 0.85rem;
    }

    td.day .weather-precipitation {
        display: inline;
    }

    h1 {
        font-size: 1.4rem;
    }

    table.month,
    table.month tbody,
    table.month tr,
    table.week,
    table.week tbody,
    table.week tr {
        display: block;
        width: 100%;
    }

    table.month caption,
    table.week caption {
        display: block;
    }

    table.month thead,
    table.week thead {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip: rect(0 0 0 0);
        clip-path: inset(50%);
    }

    table.month td,
    table.week td {
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

    table .cell-weekday {
        display: inline-block;
        min-width: 2.75rem;
        color: var(--muted);
    }

    td > time,
    td > .day-link {
        min-width: 1.5rem;
    }

    table .entries {
        flex-basis: 100%;
        margin: 0 0 0.25rem 3.25rem;
    }

    /* Week rows: the row header becomes a heading above its days. */
    table tbody th.week-number,
    table.week tbody th.week-label {
        display: block;
        width: auto;
        margin-top: 0.75rem;
        padding: 0.25rem 0;
        border-width: 0 0 2px;
        border-style: solid;
        border-color: var(--border-strong);
        color: var(--fg);
        font-weight: 700;
        text-align: start;
    }

    table tbody th.week-number .visually-hidden {
        position: static !important;
        width: auto;
        height: auto;
        margin: 0;
        overflow: visible;
        clip: auto;
        clip-path: none;
        white-space: normal;
    }

    table tbody th.week-number [aria-hidden="true"] {
        display: none;
    }

    table.week .week-number {
        display: inline;
        margin-inline-start: 0.5rem;
    }

    /* Cards open across the whole width of the list. */
    td .h-event:hover > .details,
    td .h-event:focus > .details,
    td .h-event:focus-within > .details {
        max-width: calc(100vw - 5rem);
    }

    td:nth-last-child(-n + 2) .h-event > .details {
        inset-inline-start: 0;
        inset-inline-end: auto;
    }

    .agenda-day {
        grid-template-columns: minmax(0, 1fr);
        gap: 0.35rem;
    }

    .agenda-day {
        grid-template-rows: none;
    }

    .agenda-day .agenda-weather,
    .agenda-day .agenda-weather + .entries,
    .agenda-day .agenda-weather + .agenda-nothing {
        grid-column: auto;
        grid-row: auto;
    }

    .year-holidays .dt-start {
        min-width: 0;
        margin-inline-end: 0.5rem;
    }
}

/* Print: no navigation, black on white, one month per landscape page ------- */

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
        --surface: #ffffff;
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
    .skip-link,
    .breadcrumb,
    .pager,
    .views,
    .page-footer,
    .calendar-views,
    .subscribe-links {
        display: none !important;
    }

    a {
        color: inherit;
        text-decoration: none;
    }

    h1 {
        margin: 0 0 0.2cm;
        font-size: 14pt;
    }

    table.month caption {
        font-size: 13pt;
    }

    table.month {
        break-inside: avoid;
        break-after: page;
    }

    table.month td,
    table.week td {
        height: 2.4cm;
        padding: 0.1cm 0.12cm;
    }

    /* Details are printed in the cell, small, after the name: English and local names, categories,
       region and source, separated by middle dots. */
    td .h-event > .details {
        display: block;
        position: static;
        font-size: 7pt;
        color: var(--fg);
    }

    td .h-event > .details dt {
        display: none;
    }

    td .h-event > .details dd {
        display: inline;
    }

    td .h-event > .details dd + dt + dd::before {
        content: " · ";
    }

    .agenda-day,
    table.mini-month,
    .year-holidays li {
        break-inside: avoid;
    }

    .year-grid {
        grid-template-columns: repeat(4, 1fr);
    }

    .year-holidays {
        break-before: page;
    }
}

"""#
