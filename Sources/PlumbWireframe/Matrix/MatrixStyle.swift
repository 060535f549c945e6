/// The device-matrix page's CSS and scripts, inlined into every page.
enum MatrixStyle {
    static let css = """
        :root{color-scheme:light;--ink:#1c1c1e;--muted:#6c6c70;--line:#d1d1d6;--focus:#0040dd}\
        body{font:15px/1.45 -apple-system,system-ui,"Segoe UI",Roboto,sans-serif;color:var(--ink);margin:0;padding:0 24px 48px;background:#f7f7f9}\
        .skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:#fff;padding:4px 8px;z-index:2}\
        header{padding:16px 0 8px}h1{font-size:1.6em;margin:0 0 4px}.summary{color:var(--muted);margin:0 0 8px}\
        .filters{display:flex;gap:16px;align-items:center;flex-wrap:wrap;margin:8px 0}.filters select{font:inherit;margin-left:4px}\
        #filter-status{color:var(--muted)}\
        .table-scroll{overflow-x:auto;max-width:100%}\
        table.overview{border-collapse:collapse;background:#fff;font-size:13px}\
        .overview th,.overview td{border:1px solid var(--line);padding:4px 8px;text-align:center}\
        .overview thead th{font-weight:600;vertical-align:bottom;max-width:9em}.overview tbody th{text-align:left;white-space:nowrap}\
        .overview td.has-findings{background:#ffe5e5;font-weight:700}.overview td a{display:block;color:inherit}\
        section.screen{margin-top:32px}.file{color:var(--muted);margin:0}\
        h3.text-size{font-size:1.05em;margin:20px 0 8px;color:var(--muted)}\
        ul.cells{list-style:none;display:flex;flex-wrap:wrap;gap:20px;padding:0;margin:0;align-items:flex-start}\
        li.cell{background:#fff;border:1px solid var(--line);border-radius:10px;padding:10px 12px;content-visibility:auto;contain-intrinsic-size:auto 240px auto 480px}\
        li.cell:focus{outline:3px solid var(--focus);outline-offset:2px}\
        li.cell h4{font-size:13px;margin:0 0 8px;font-weight:600}li.cell h4 .size{color:var(--muted);font-weight:400}\
        li.cell svg{display:block;max-width:100%;height:auto}\
        ol.findings{margin:8px 0 0;padding-left:22px;font-size:12.5px;overflow-wrap:anywhere}ol.findings li{margin:4px 0}\
        .severity{font-weight:700;text-transform:uppercase;font-size:10.5px;letter-spacing:.03em}\
        .finding.error .severity{color:#d70015}.finding.warning .severity{color:#c93400}.finding.info .severity{color:#0040dd}\
        code{font:12px ui-monospace,SFMono-Regular,Menlo,monospace}.where{color:var(--muted)}\
        p.opaque-note{color:#6b5000;font-size:12px;margin:6px 0 0;overflow-wrap:anywhere}\
        p.none{color:var(--muted);font-size:12.5px;margin:8px 0 0}\
        .overview td.skipped{background:repeating-linear-gradient(45deg,#fff,#fff 4px,#f2f2f7 4px,#f2f2f7 8px);color:var(--muted);font-style:italic}\
        .judgement-tag{font-size:11px;font-weight:400;color:var(--muted);margin-left:6px}.judgement-tag.skipped{color:#8e6a00}\
        p.judgement{font-size:12px;margin:6px 0 0;color:var(--muted)}p.judgement.skipped{color:#6b5000}\
        .drawing{position:relative}li.cell.skipped .drawing svg{opacity:.6}\
        li.cell.skipped .drawing::after{content:"Not judged";position:absolute;right:-6px;top:-8px;transform:rotate(8deg);\
        font-weight:700;font-size:15px;color:#6b5000;background:#fff8e1;border:2px solid #c79a00;border-radius:6px;padding:1px 8px;white-space:nowrap}\
        [data-hidden]{display:none!important}\
        .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}\

        """

    /// Records script errors into the page, so that a headless browser's dump shows them
    /// (`data-script-errors` on the root element, and the messages in `#script-errors`).
    static let errorRecorder = """
        (function(){var n=0;document.documentElement.setAttribute('data-script-errors','0');\
        function note(m){n++;document.documentElement.setAttribute('data-script-errors',String(n));\
        var d=document.getElementById('script-errors');if(!d&&document.body){d=document.createElement('pre');d.id='script-errors';document.body.appendChild(d)}\
        if(d){d.textContent+=m+'\\n'}}\
        window.addEventListener('error',function(e){note('error: '+(e.message||e))});\
        window.addEventListener('unhandledrejection',function(e){note('rejection: '+e.reason)});\
        var c=console.error;console.error=function(){note('console.error: '+Array.prototype.join.call(arguments,' '));return c.apply(console,arguments)}})();
        """

    /// The filters (rule, device) and the drawings' size, preset from the address
    /// (`index.html?rule=clipping&device=ipad-pro-11&size=1`), and arrow-key moves between drawings.
    static let script = """
        (function(){var form=document.querySelector('.filters');if(!form)return;form.hidden=false;\
        var rule=document.getElementById('rule-filter'),device=document.getElementById('device-filter'),status=document.getElementById('filter-status');\
        var zoom=document.getElementById('zoom'),query=new URLSearchParams(location.search);\
        [[rule,'rule'],[device,'device'],[zoom,'size']].forEach(function(p){var v=query.get(p[1]);\
        if(p[0]&&v&&Array.prototype.some.call(p[0].options,function(o){return o.value===v}))p[0].value=v});\
        function resize(){var z=parseFloat(zoom.value);document.querySelectorAll('li.cell').forEach(function(c){\
        var svg=c.querySelector('svg.wireframe');if(!svg)return;var w=svg.viewBox.baseVal.width*z;\
        svg.style.width=w+'px';c.style.width=Math.ceil(Math.max(w,240))+'px'})}\
        if(zoom){zoom.addEventListener('change',resize);resize()}\
        function matches(el){var r=rule.value,d=device.value;\
        if(d&&el.getAttribute('data-device')!==d)return false;\
        if(r&&(' '+el.getAttribute('data-rules')+' ').indexOf(' '+r+' ')<0)return false;return true}\
        function apply(){var shown=0,cells=document.querySelectorAll('li.cell');\
        cells.forEach(function(c){var ok=matches(c);if(ok){shown++;c.removeAttribute('data-hidden')}else{c.setAttribute('data-hidden','')}});\
        document.querySelectorAll('li.finding, g.mark').forEach(function(f){if(rule.value&&f.getAttribute('data-rule')!==rule.value){f.setAttribute('data-hidden','')}else{f.removeAttribute('data-hidden')}});\
        document.querySelectorAll('.overview td, .overview thead th[data-device]').forEach(function(t){\
        var hide=device.value&&t.getAttribute('data-device')!==device.value;if(hide){t.setAttribute('data-hidden','')}else{t.removeAttribute('data-hidden')}});\
        status.textContent=cells.length?shown+' of '+cells.length+' drawings shown':''}\
        rule.addEventListener('change',apply);device.addEventListener('change',apply);apply();\
        document.addEventListener('keydown',function(e){var c=document.activeElement;\
        if(!c||!c.classList||!c.classList.contains('cell'))return;var k=e.key;if(k!=='ArrowRight'&&k!=='ArrowLeft')return;\
        var all=Array.prototype.filter.call(document.querySelectorAll('li.cell'),function(x){return !x.hasAttribute('data-hidden')});\
        var i=all.indexOf(c)+(k==='ArrowRight'?1:-1);if(i>=0&&i<all.length){all[i].focus();e.preventDefault()}})})();
        """
}
