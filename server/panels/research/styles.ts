/**
 * The research area's CSS, appended to the page's one nonce'd stylesheet (no `style=`
 * attributes anywhere). Colours keep the dashboard's palette; error red and success green
 * have at least 4.5:1 against white, input borders at least 3:1.
 *
 * @module
 */

/** The research area's stylesheet. */
export const RESEARCH_CSS = `
.research .fields{display:flex;flex-wrap:wrap;gap:.6rem 1rem;align-items:flex-start;margin:0 0 .6rem}
.research .fields>label{display:flex;flex-direction:column;gap:.2rem;flex:1 1 14rem;max-width:30rem;font-size:.9rem}
.research .fields>label.grow{flex:3 1 20rem;max-width:none}
.research fieldset.fields{border:1px solid var(--line);border-radius:8px;padding:.6rem .8rem}
.research legend{font-size:.9rem;font-weight:600;padding:0 .3rem}
.research input:not([type=checkbox]):not([type=radio]),.research select,.research textarea{padding:.35rem .5rem;
border:1px solid #7c8595;border-radius:6px;background:#fff;width:100%;max-width:100%;min-width:0}
.research textarea{font:inherit;resize:vertical;line-height:1.45}
.research .field-error{color:#a4161a;font-size:.85rem;margin:0;flex-basis:100%}
.research .field-error:empty{display:none}
.research [aria-invalid=true]{border-color:#a4161a!important;box-shadow:0 0 0 1px #a4161a}
.research .check{margin:.5rem 0}
.research .check input{margin-right:.4rem;transform:scale(1.15)}
.research [role=status][data-kind=error]{color:#a4161a}
.research [role=status][data-kind=ok]{color:#1b6b3a}
.research [role=status] button{margin-left:.4rem}
.research .done{margin:.6rem 0 .2rem}
.research .warning-title{font-weight:600;margin:0 0 .2rem}
.research .warning ul{margin:0;padding-left:1.2rem}
.facts-list{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.3rem 1.2rem;margin:0}
.facts-list dt{color:var(--muted);font-size:.85rem}
.facts-list dd{margin:0;overflow-wrap:anywhere}
.hits>li.hit{padding:.8rem 0}
.hits>li.hit-group{list-style:none;margin:1rem 0 0 -1.2rem}
.hits>li.hit-group>h3{margin:0;font-size:1rem}
.hit-head{margin:0;overflow-wrap:anywhere}
.research .card>h3:first-child,.research .card>h3:first-of-type{margin-top:0}
.hit-actions{display:flex;flex-wrap:wrap;align-items:flex-start;gap:.35rem 1.2rem;margin:.4rem 0 0}
.hit-actions>.tools{margin:0;flex-basis:100%}
.hit-actions>details[open]{flex-basis:100%}
.hit-form>summary{cursor:pointer;color:var(--accent);padding:.15rem 0;width:max-content;max-width:100%}
.hit-form[open]{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:.3rem .8rem .5rem}
.research mark{background:#ffe08a;color:inherit}
ol.context{list-style:none;padding-left:0;margin:.4rem 0}
ol.context li{padding:.3rem .4rem;border-radius:4px}
ol.context li.this{background:#fff5e0;outline:2px solid #c26a00}
ol.context .excerpt{margin:.1rem 0 0}
.cite-status q{font-family:var(--serif);overflow-wrap:anywhere;white-space:pre-line}
button.link{border:0;background:none;color:var(--accent);text-decoration:underline;padding:.1rem .2rem}
.research details.create>summary{cursor:pointer;font-weight:600;color:var(--accent)}
.research details.create[open]>summary{margin-bottom:.6rem}
.research .detail{margin-top:1rem}
.research .detail>h3:first-child,.research .claim-info>h3:first-child{margin-top:0}
.research .detail:focus{outline:none}
.research .detail:focus-visible{outline:3px solid var(--focus)}
.research .prose{white-space:pre-wrap;overflow-wrap:anywhere;font-family:var(--serif);font-size:1rem;line-height:1.55;margin:.3rem 0 .5rem}
.research .prose.quoted{border-left:3px solid var(--line);padding-left:.7rem;max-height:18rem;overflow:auto}
.research .dossier-section{border-top:1px solid var(--line);padding:.4rem 0}
.research .dossier-section h4{margin:.4rem 0 .2rem}
.research .section-editor{background:var(--paper);border:1px solid var(--line);border-radius:8px;padding:.6rem .8rem;margin:.4rem 0}
.research .section-editor>label.block{display:flex;flex-direction:column;gap:.2rem;font-size:.9rem}
.research .section-editor textarea{font-family:var(--serif);font-size:1rem}
.research label.radio{display:block;margin:.15rem 0}
.research .notice{border-left:4px solid var(--warn);background:var(--warn-soft);padding:.45rem .8rem;margin:.5rem 0}
.research .notice.ok{border-left-color:#1b6b3a;background:#e8f4ec}
.research fieldset.conflict{border:2px solid var(--warn);border-radius:8px;padding:.5rem .8rem;margin:.5rem 0}
.research fieldset.conflict legend{font-weight:600}
.research label.choice{display:block;border:1px solid var(--line);border-radius:6px;padding:.4rem .6rem;margin:.4rem 0;background:var(--card);cursor:pointer}
.research label.choice:has(input:checked){border-color:var(--accent);box-shadow:0 0 0 1px var(--accent)}
.research .choice-head{display:flex;gap:.4rem;align-items:center}
.research ul.evidence li,.research ul.relations li{padding:.5rem 0}
.research ul.evidence li.conflict{border-left:4px solid var(--warn);padding-left:.6rem}
.research span.correction{display:inline-flex;flex-wrap:wrap;gap:.4rem;align-items:center;max-width:100%}
.research span.correction input{flex:1 1 12rem;min-width:0}
.research .citation,.research .claim-info{overflow-wrap:anywhere}
.research .rationale{margin:.2rem 0;font-size:.92rem}
.research .citation{overflow-wrap:anywhere}
.research .chip.warn{background:var(--warn-soft);color:#8a4500}
.research .records>li.record{padding:.7rem 0}
.research .record-head{margin:0 0 .2rem}
.research .pin{margin:.15rem 0;font-size:.92rem}
.research .relation-form{border-top:1px solid var(--line);margin-top:.8rem;padding-top:.2rem}
.research .history>summary{cursor:pointer;color:var(--accent);margin:.6rem 0 .2rem}
.research tr[aria-current=true]{background:#fff5e0}
.research fieldset.dossier-picks label.check{flex:1 1 16rem;margin:0;flex-direction:row;align-items:center;gap:.4rem;max-width:none}
.research fieldset.change-kind{display:block}
.research [role=status].stale{display:block;color:var(--ink)!important;border-left:4px solid #a4161a;background:#fdecec;padding:.5rem .8rem;margin:.5rem 0;font-size:.95rem}
.research [role=status].stale button{display:block;margin:.4rem 0 0;background:#a4161a;border-color:#a4161a;color:#fff}
.research .gallery{display:flex;flex-wrap:wrap;gap:1rem;margin:.4rem 0}
.research figure.dossier-image{margin:0;max-width:min(28rem,100%)}
.research figure.dossier-image img{display:block;max-width:100%;height:auto;min-width:2rem;border:1px solid var(--line);background:#fff}
.research figure.dossier-image figcaption{font-family:var(--serif);margin:.3rem 0 0}
.research .manuscript-text{max-height:75vh;overflow:auto;border:1px solid var(--line);border-radius:10px;background:var(--card);padding:.4rem 1.2rem}
.research .ms-chapter>h3{font-size:1rem;margin:1rem 0 .4rem}
.research p.ms-para{white-space:pre-wrap;overflow-wrap:anywhere;font-family:var(--serif);font-size:1.02rem;line-height:1.6;margin:.2rem 0 .7rem;max-width:44rem}
#research-mlink-form{scroll-margin-top:7rem}
.research mark.ms-anchor{background:#d9ebf7;box-shadow:inset 0 -2px 0 #0072b2;cursor:pointer}
.research mark.ms-anchor:hover{background:#bcdcf0}
.research .quote-preview{margin:.2rem 0 .6rem;overflow-wrap:anywhere}
.research .quote-preview q{font-family:var(--serif)}
.research .ml-review .state{font-weight:600}
.research .ml-row.state-resolved .state{background:#e8f4ec;color:#1b6b3a}
.research .ml-row.state-moved .state,.research .ml-row.state-adjusted .state{background:var(--warn-soft);color:#8a4500}
.research .ml-row.state-ambiguous .state,.research .ml-row.state-changed .state,.research .ml-row.state-unavailable .state{background:#fdecec;color:#a4161a}
.research .ml-row .flags{margin:.2rem 0;padding-left:1.2rem;font-size:.9rem;list-style:disc}
.research .list li li{border-bottom:0;padding:.1rem 0}
.research .flags{margin:.2rem 0;padding-left:1.2rem;list-style:disc}
.research .ml-row .state-text{margin:.2rem 0}
.research .timeline-box{padding:.6rem .4rem}
.research svg.timeline .tl-title{font-size:13px}
.research svg.timeline .tick{font-size:12px}
.research svg.timeline .tl-row:hover rect:first-of-type{fill:#e6f1f8}
.research .legend{display:flex;flex-wrap:wrap;align-items:center;gap:.3rem .6rem;font-size:.88rem}
.research .swatch{display:inline-block;width:1.4em;height:.8em;border-radius:3px;vertical-align:middle}
.research .swatch-evidenced{background:#0072b2}.research .swatch-hypothetical{background:#b35806}
.research .swatch-disputed{background:#a4161a}
.research a.download{display:inline-block;border:1px solid var(--accent);border-radius:6px;padding:.3rem .75rem;text-decoration:none}
.research details.impact>summary{cursor:pointer;color:var(--accent);margin:.3rem 0}
.research .impact-body{border-left:3px solid var(--line);padding:.2rem 0 .2rem .8rem}
.research .impact-list{padding-left:1.2rem;margin:.3rem 0}
.research .impact-list li{margin:.3rem 0}
.research .ack{border-top:1px solid var(--line);padding:.4rem 0}
.research .ack h5{font-size:.95rem;margin:.2rem 0}
@media (max-width:760px){.facts-list{grid-template-columns:minmax(0,1fr)}.facts-list dd{margin-bottom:.3rem}
.research .fields>label{max-width:none;flex-basis:100%}}
`;
