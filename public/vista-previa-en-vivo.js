// «Vista previa en vivo» (docs/decisions/0024-vista-previa.md). Loaded only by a page in draft mode
// (src/components/layout/PreviewBar.tsx), never by a visitor's page: a plain file, so it adds
// nothing to the site's bundles. It tells the back office around it that the page is ready; on every
// save (draft, autosave, publish) it loads the page again, which then shows the saved draft; and as
// the editor types, it writes the unsaved value of each text field into the page's element marked
// data-campo="<field>" (a title). Messages from any other origin are ignored.
;(function () {
  var editor = window.parent !== window ? window.parent : window.opener
  if (!editor) return
  var origin = window.location.origin
  window.addEventListener('message', function (event) {
    var message = event.data
    if (event.origin !== origin || !message || typeof message !== 'object') return
    if (message.type === 'payload-document-event') {
      window.location.reload()
      return
    }
    if (message.type !== 'payload-live-preview' || !message.data || typeof message.data !== 'object') return
    var marked = document.querySelectorAll('[data-campo]')
    for (var i = 0; i < marked.length; i++) {
      var value = message.data[marked[i].getAttribute('data-campo')]
      if (typeof value === 'string' && value.trim() !== '' && marked[i].textContent !== value) marked[i].textContent = value
    }
  })
  editor.postMessage({ type: 'payload-live-preview', ready: true }, origin)
})()
