/**
 * The dashboard stylesheet: one `<style nonce>` block (the page uses no `style=` attributes,
 * so a nonce content-security policy with inline styles only is enough). Light, calm and
 * printable; chart colours live in the SVG presentation attributes.
 *
 * @module
 */

import { chartCss } from "../charts/svg.ts";

/** The page CSS. */
export const DASHBOARD_CSS = `
:root{color-scheme:light;--ink:#1d2330;--muted:#5b6476;--line:#dfe3ea;--paper:#fbfaf7;
--card:#ffffff;--accent:#0072b2;--accent-soft:#e6f1f8;--warn:#b35806;--warn-soft:#fdf0e1;
--focus:#6d28d9;--serif:"Iowan Old Style","Palatino Linotype",Palatino,Georgia,serif;
--sans:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Helvetica Neue",Arial,sans-serif}
*{box-sizing:border-box}
html{font-size:15px}
body{margin:0;background:var(--paper);color:var(--ink);font-family:var(--sans);line-height:1.5}
a{color:var(--accent)}
.top{padding:1.4rem 2rem 1rem;border-bottom:1px solid var(--line);background:var(--card);
display:flex;flex-wrap:wrap;gap:1rem 2rem;align-items:flex-end;justify-content:space-between}
.brand{font-size:.75rem;letter-spacing:.12em;text-transform:uppercase;color:var(--muted);margin:0}
.top h1{font-family:var(--serif);font-weight:600;font-size:1.9rem;margin:.1rem 0 .2rem;line-height:1.2}
.sub{margin:0;color:var(--muted);font-size:.9rem}
.actions{display:flex;gap:.5rem;flex-wrap:wrap;align-items:center}
.actions form{display:flex;gap:.4rem;align-items:center;margin:0}
button,select,input{font:inherit;color:inherit}
button{border:1px solid var(--line);background:var(--card);border-radius:6px;padding:.3rem .75rem;cursor:pointer}
button:hover{border-color:var(--accent)}
button:disabled{opacity:.5;cursor:not-allowed}
button.primary{background:var(--accent);border-color:var(--accent);color:#fff}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.svc-hit:focus-visible{outline:3px solid var(--focus);outline-offset:1px;stroke:var(--focus);stroke-width:3px;stroke-opacity:1}
.navs{position:sticky;top:0;z-index:5}
nav.tabs{display:flex;gap:.15rem;overflow-x:auto;padding:0 1.5rem;
border-bottom:1px solid var(--line);scrollbar-width:thin;
background:linear-gradient(to right,var(--card) 40%,rgba(255,255,255,0)) left/2.5rem 100% no-repeat local,
linear-gradient(to left,var(--card) 40%,rgba(255,255,255,0)) right/2.5rem 100% no-repeat local,
radial-gradient(farthest-side at 0 50%,rgba(29,35,48,.35),rgba(29,35,48,0)) left/.9rem 100% no-repeat scroll,
radial-gradient(farthest-side at 100% 50%,rgba(29,35,48,.35),rgba(29,35,48,0)) right/.9rem 100% no-repeat scroll,
var(--card)}
nav.tabs button{border:0;border-bottom:3px solid transparent;border-radius:0;background:none;
padding:.7rem .8rem;white-space:nowrap;color:var(--muted)}
nav.tabs button[aria-selected=true]{color:var(--ink);border-bottom-color:var(--accent);font-weight:600}
.nav-group{display:flex;align-items:stretch;background:var(--accent-soft);border-bottom:1px solid var(--line)}
.nav-label{flex:none;align-self:center;padding:0 .4rem 0 2rem;font-size:.75rem;letter-spacing:.08em;
text-transform:uppercase;color:var(--ink);font-weight:600}
.nav-group nav.tabs{flex:1 1 auto;min-width:0;border-bottom:0;padding-left:.5rem;--card:#e6f1f8}
.nav-group nav.tabs button{color:#38414f}
[data-area=research] .layout{grid-template-columns:minmax(0,1fr)}
[data-area=research] aside#detail{display:none}
.badge{display:inline-block;min-width:1.4em;padding:0 .35em;margin-left:.3em;border-radius:9px;
background:var(--warn-soft);color:var(--warn);font-size:.75rem;font-weight:600;text-align:center}
.layout{display:grid;grid-template-columns:minmax(0,1fr) 22rem;gap:1.5rem;padding:1.5rem 2rem;
max-width:110rem;margin:0 auto}
main{min-width:0}
.js [role=tabpanel][hidden]{display:none}
section.panel>h2{font-family:var(--serif);font-weight:600;font-size:1.45rem;margin:0 0 .8rem}
h3{font-size:1.05rem;margin:1.6rem 0 .5rem}
.card{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:1rem 1.2rem;margin:0 0 1rem}
.guide{color:var(--muted);font-size:.9rem;margin:.2rem 0 .8rem;max-width:60rem}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(12.5rem,1fr));gap:.8rem;margin-bottom:1rem}
.stat{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:.8rem 1rem}
.stat .k{font-size:.8rem;color:var(--muted);text-transform:uppercase;letter-spacing:.05em}
.stat .v{font-size:1.6rem;font-weight:600;font-variant-numeric:tabular-nums;line-height:1.3}
.stat .n{font-size:.82rem;color:var(--muted)}
.caveats{border-left:4px solid var(--accent);background:var(--accent-soft)}
.caveats h2{font-size:1rem;margin:0 0 .4rem;font-family:var(--sans)}
.caveats ul{margin:0;padding-left:1.2rem}
.caveats li{margin:.2rem 0}
table{border-collapse:collapse;width:100%;font-size:.9rem}
th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid var(--line);vertical-align:top}
th{font-weight:600;color:var(--muted);font-size:.8rem;text-transform:uppercase;letter-spacing:.04em}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
tbody tr.row{cursor:pointer}
tbody tr.row:hover{background:var(--accent-soft)}
tbody tr.row[aria-current=true]{background:#fff5e0}
.tools{display:flex;flex-wrap:wrap;gap:.6rem 1rem;align-items:center;margin:0 0 .8rem}
.tools input[type=search]{padding:.3rem .6rem;border:1px solid var(--line);border-radius:6px;min-width:14rem}
.list{list-style:none;margin:0;padding:0}
.list li{padding:.55rem 0;border-bottom:1px solid var(--line)}
.excerpt{font-family:var(--serif);font-size:1rem;margin:.25rem 0 0;color:#2b3140}
.meta{color:var(--muted);font-size:.82rem}
.sev{display:inline-block;padding:0 .45em;border-radius:4px;font-size:.75rem;font-weight:600;border:1px solid}
.sev-1{color:#5b6476;border-color:#c7ccd6}
.sev-2{color:#8a4500;border-color:#f1a340;background:#fef3e4}
.sev-3{color:#fff;border-color:#b35806;background:#b35806}
.mark{font-weight:700}
.mark-strong{color:#8a4500}
.mark-fdr{outline:2px solid #1d2330;outline-offset:1px;border-radius:2px;padding:0 .2em}
.chart{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:.8rem 1rem;margin:0 0 1rem;overflow-x:auto}
.svc-chart{display:block;max-width:100%;height:auto}
.svc-chart text{font-family:var(--sans)}
.svc-hit{cursor:pointer}
.chip{display:inline-block;background:#eef1f5;border-radius:12px;padding:.05rem .6rem;margin:.15rem .2rem .15rem 0;font-size:.85rem}
.chip b{font-weight:600;margin-left:.25em;font-variant-numeric:tabular-nums}
.two{display:grid;grid-template-columns:repeat(auto-fit,minmax(18rem,1fr));gap:1rem}
aside#detail{position:sticky;top:3.5rem;align-self:start;max-height:calc(100vh - 4.5rem);overflow:auto}
aside#detail h2{font-size:1rem;margin:0 0 .4rem;text-transform:uppercase;letter-spacing:.06em;color:var(--muted)}
aside#detail h3{font-family:var(--serif);font-size:1.25rem;margin:.2rem 0 .4rem}
aside#detail table{font-size:.82rem}
aside#detail tr.sel{background:#fff5e0}
.empty{color:var(--muted);font-style:italic}
.warning{border-left:4px solid #d55e00;background:#fff4ec;padding:.5rem .8rem;margin:.4rem 0 .8rem;max-width:60rem}
.table-scroll{overflow-x:auto;max-width:100%}
mark{color:inherit;border-radius:2px;padding:0 .08em}
mark.w-mark{background:#ffe08a}
mark.t1{background:#d9ebf7;box-shadow:inset 0 -2px 0 #0072b2}
mark.t2{background:#fde4c8;box-shadow:inset 0 -2px 0 #b35806}
.tense-words{margin:.25rem 0 0;font-size:.88rem}
.tense-group{border:1px solid var(--line);border-radius:8px;background:var(--card);margin:0 0 .5rem;padding:0 .9rem}
.tense-group>summary{cursor:pointer;padding:.6rem 0;font-weight:600}
.tense-group[open]>summary{border-bottom:1px solid var(--line)}
.tense-group .list li:last-child{border-bottom:0}
li.tense-flag.dismissed>:not(.flag-actions){opacity:.55}
.dismissed-chip{display:none}
li.tense-flag.dismissed .dismissed-chip{display:inline-block}
.flag-actions{display:flex;flex-wrap:wrap;gap:.4rem;align-items:center;margin:.5rem 0 0}
.marker-here{margin:.4rem 0 0;font-size:.88rem}
.marker-here>summary{cursor:pointer;color:var(--accent)}
.marker-here form{display:flex;flex-wrap:wrap;gap:.4rem .8rem;align-items:center;margin:.4rem 0 .2rem}
.marker-here input{padding:.2rem .4rem;border:1px solid var(--line);border-radius:6px;max-width:100%}
.words-list li.sel{background:#fff5e0;margin:0 -.4rem;padding-left:.4rem;padding-right:.4rem}
.w-name{font-weight:600;font-size:.92rem}
.w-top{margin:.2rem 0}
.setting{display:flex;flex-direction:column;gap:.15rem;flex:1 1 16rem;max-width:26rem}
.settings-help{display:block;line-height:1.35}
footer{padding:1rem 2rem 2rem;color:var(--muted);font-size:.8rem;max-width:110rem;margin:0 auto}
@media (max-width:1100px){.layout{grid-template-columns:1fr}aside#detail{position:static;max-height:none}}
@media (max-width:760px){.layout{padding:1rem .75rem;gap:1rem}
.top{padding:.45rem .75rem;display:grid;grid-template-columns:minmax(0,1fr);gap:.3rem}
.top>div{min-width:0}.brand{display:none}
.top h1{font-size:1.1rem;margin:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.sub{font-size:.75rem;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.actions{flex-wrap:nowrap;overflow-x:auto;gap:.35rem;scrollbar-width:thin;padding:.1rem 0;
background:linear-gradient(to right,var(--card) 40%,rgba(255,255,255,0)) left/2rem 100% no-repeat local,
linear-gradient(to left,var(--card) 40%,rgba(255,255,255,0)) right/2rem 100% no-repeat local,
radial-gradient(farthest-side at 0 50%,rgba(29,35,48,.35),rgba(29,35,48,0)) left/.7rem 100% no-repeat scroll,
radial-gradient(farthest-side at 100% 50%,rgba(29,35,48,.35),rgba(29,35,48,0)) right/.7rem 100% no-repeat scroll,var(--card)}
.actions select{width:auto;max-width:8.5rem}
.actions form{flex:none}.actions>*{flex:none}
.actions button,.actions select{font-size:.85rem;padding:.2rem .55rem}
nav.tabs{padding:0 .5rem}nav.tabs button{padding:.45rem .6rem;font-size:.9rem}
.nav-label{padding-left:.75rem;font-size:.7rem}
table{display:block;overflow-x:auto;max-width:100%}th,td{white-space:nowrap}
th:first-child,td:first-child{position:sticky;left:0;z-index:1;background:var(--card);
white-space:normal;max-width:11rem;overflow-wrap:break-word;box-shadow:inset -1px 0 0 var(--line)}
#chapter-table :is(th,td):first-child{width:2.6rem;min-width:2.6rem;max-width:2.6rem;box-shadow:none}
#chapter-table :is(th,td):nth-child(2){position:sticky;left:2.6rem;z-index:1;background:var(--card);
white-space:normal;min-width:7rem;max-width:9rem;box-shadow:inset -1px 0 0 var(--line)}
#chapter-table tbody tr.row:hover td:nth-child(2){background:var(--accent-soft)}
#chapter-table tbody tr.row[aria-current=true] td:nth-child(2){background:#fff5e0}
tbody tr.row:hover td:first-child{background:var(--accent-soft)}
tbody tr.row[aria-current=true] td:first-child,aside#detail tr.sel td:first-child{background:#fff5e0}
.tools input[type=search]{min-width:0;width:100%}.tools label{flex:1 1 100%}
.excerpt{overflow-wrap:anywhere}}
@media print{nav.tabs,.actions,.tools,aside#detail,.no-print{display:none!important}
body{background:#fff}.layout{display:block;padding:0}
[role=tabpanel][hidden]{display:block!important}
section.panel{break-before:page}section.panel:first-child{break-before:auto}
.card,.chart,.stat{break-inside:avoid;border-color:#bbb}
tbody tr.row{cursor:auto}}
${chartCss()}.triage-list{margin:.6rem 0 0;padding-left:1.6rem}
.triage-list>li{margin:0 0 .9rem}
.triage-list>li>p{margin:0 0 .2rem}
.triage-list .findings{margin:0;padding-left:1.1rem}
.triage-list .findings li{margin:.2rem 0}
.behind{margin:.3rem 0 .2rem}
.behind-kind ul{margin:.1rem 0 .4rem;padding-left:1.1rem}
.behind-kind li{margin:.15rem 0;overflow-wrap:anywhere}
.behind-head{margin:.35rem 0 0}
.behind q.excerpt{font-size:.95rem}
button.link{background:none;border:0;padding:0 .2rem;color:var(--accent);text-decoration:underline;cursor:pointer;font:inherit;font-size:.82rem}
`;
