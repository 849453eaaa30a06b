/// The preview's stylesheet: the document's own, with no value from a repository (those are in `style`
/// attributes, through `CSS`). System fonts only: nothing is loaded.
enum PreviewStyles {
  static let sheet = """
    :root{--system:-apple-system,BlinkMacSystemFont,"SF Pro Text","Inter",system-ui,"Helvetica Neue",Arial,sans-serif;\
    color-scheme:light}
    body{margin:0;background:#f2f2f7;color:#1c1c1e;font:14px/1.4 var(--system)}
    main{padding:24px 32px 48px}
    h1{font-size:26px;margin:0 0 4px}
    h2{font-size:21px;margin:32px 0 4px;padding-top:16px;border-top:1px solid #d1d1d6}
    h3{font-size:17px;margin:24px 0 4px}
    h4{font-size:14px;margin:6px 0 0;overflow-wrap:anywhere}
    .meta,.path{color:#636366;margin:0 0 8px;overflow-wrap:anywhere}
    nav ul{margin:4px 0;padding-left:20px}
    nav a{color:#0a60d0}
    details.variant{margin:8px 0}
    details.variant>summary{cursor:pointer;font-weight:600;display:inline-block;padding:4px 12px;border-radius:14px;\
    background:#e5e5ea;margin-bottom:8px}
    details.variant[open]>summary{background:#1c1c1e;color:#fff}
    .pages{display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start}
    figure.page{margin:0;max-width:400px}
    figcaption{margin-top:8px;overflow-wrap:anywhere}
    .phone{display:inline-block;padding:10px;border-radius:34px;background:#1c1c1e;box-shadow:0 4px 14px rgba(0,0,0,.25)}
    .screen{position:relative;overflow:hidden;border-radius:24px;background:#fff;color:#000;font-family:var(--system)}
    .screen.dark{background:#000;color:#fff}
    .bg,.scrim{position:absolute;left:0;right:0;top:0;bottom:0}
    .bg{background-repeat:no-repeat;background-position:center}
    .el{position:absolute;box-sizing:border-box}
    .screen p.el{margin:0;line-height:1.2;white-space:pre-wrap;overflow-wrap:anywhere}
    .screen p.clamp{display:-webkit-box;-webkit-box-orient:vertical;overflow:hidden}
    .screen p.unresolved{font-style:italic;opacity:.75}
    .icon{flex:none;background-size:contain;background-repeat:no-repeat;background-position:center}
    .icon.symbol{width:48px;height:48px;border-radius:50%;background:rgba(120,120,128,.3);display:flex;\
    align-items:center;justify-content:center;font-size:9px;text-align:center;overflow:hidden}
    .missing{display:flex;align-items:center;justify-content:center;text-align:center;color:#000;font:600 11px var(--system);\
    background:repeating-linear-gradient(45deg,#ffd60a,#ffd60a 8px,#fff 8px,#fff 16px)}
    .missing span{background:rgba(255,255,255,.9);padding:2px 6px;border-radius:4px;overflow-wrap:anywhere;max-width:90%}
    .icon.missing{width:64px;height:64px}
    .buttons{display:flex;gap:12px;align-self:stretch;justify-content:space-between}
    .buttons span{display:block;width:72px;height:28px;border-radius:14px;background:rgba(120,120,128,.35)}
    .buttons span.label{width:auto;flex:1;height:auto;padding:12px 14px;border-radius:22px;text-align:center;\
    font:600 17px/20px var(--system);overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
    .marks{display:flex;gap:8px;justify-content:center;align-items:center}
    .marks.overlay{position:absolute;left:0;right:0}
    .marks i{display:block;width:var(--mark);height:4px;border-radius:2px;background:#8e8e93}
    .marks.dots i{height:var(--mark);border-radius:50%}
    .marks.bars i{border-radius:0}
    .marks i.on{background:#fff;box-shadow:0 0 0 1px rgba(0,0,0,.35)}
    .marks b{color:#fff;font-size:11px}
    .unread{position:absolute;top:6px;left:6px;right:6px;text-align:center;background:#ff9f0a;color:#000;\
    font:600 11px var(--system);padding:2px 6px;border-radius:6px}
    ul.findings{list-style:none;margin:6px 0 0;padding:0}
    ul.findings li{margin:4px 0;padding:4px 8px;border-left:4px solid #8e8e93;background:#fff;border-radius:4px;\
    overflow-wrap:anywhere}
    ul.findings li.error{border-color:#ff3b30}
    ul.findings li.warning{border-color:#ff9500}
    ul.findings li.note{border-color:#007aff}
    .sev{font-weight:700;text-transform:uppercase;font-size:11px}
    li.error .sev{color:#d70015}
    li.warning .sev{color:#c93400}
    li.note .sev{color:#0040dd}
    .rule{font-size:12px;background:#f2f2f7;padding:0 4px;border-radius:3px}
    .loc{color:#636366;font-family:ui-monospace,Menlo,monospace;font-size:12px}
    .cards{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
    .card{background:#fff;border-radius:12px;padding:12px;width:300px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
    .thumbs{display:flex;gap:8px;align-items:flex-end;min-height:40px}
    .thumb{background-size:contain;background-repeat:no-repeat;background-position:center;border-radius:4px;\
    background-color:#e5e5ea}
    .thumb.dark{background-color:#1c1c1e}
    .thumb.missing{width:60px;height:60px}
    .verdict{margin:4px 0;font-weight:600}
    .verdict.ok{color:#248a3d}
    .verdict.bad{color:#d70015}
    table{border-collapse:collapse;font-size:12px;width:100%}
    th,td{text-align:left;padding:2px 4px;border-bottom:1px solid #e5e5ea;overflow-wrap:anywhere}
    tr.bad td{color:#d70015}
    .none{color:#636366}

    """
}
