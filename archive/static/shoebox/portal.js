// Shoebox portal: upload with per-file progress and live ingest status. Plain JS, no build step.
// Everything here is an enhancement: the forms work without it.
(function () {
  "use strict";
  var TERMINAL = { indexed: true, failed: true };
  var LABELS = { queued: "queued", processing: "processing…", indexed: "indexed", failed: "failed" };

  // Set the text of a status element from a document's state (textContent: never HTML).
  function showStatus(el, doc) {
    el.className = "status status-" + doc.status;
    el.dataset.status = doc.status;
    el.textContent = LABELS[doc.status] || doc.status;
    if (doc.status === "failed" && doc.failure_reason) el.textContent += ": " + doc.failure_reason;
  }

  // Poll the status URL (<body data-status-url>) for every [data-status-for] element not yet indexed or failed.
  var polling = false;
  function poll() {
    var els = Array.prototype.filter.call(document.querySelectorAll("[data-status-for]"), function (el) {
      return !TERMINAL[el.dataset.status];
    });
    if (!els.length) { polling = false; return; }
    polling = true;
    var ids = els.map(function (el) { return el.dataset.statusFor; }).join(",");
    fetch(document.body.dataset.statusUrl + "?ids=" + encodeURIComponent(ids), { credentials: "same-origin", headers: { Accept: "application/json" } })
      .then(function (r) { return r.ok ? r.json() : { documents: [] }; })
      .then(function (data) {
        data.documents.forEach(function (doc) {
          document.querySelectorAll('[data-status-for="' + doc.id + '"]').forEach(function (el) { showStatus(el, doc); });
        });
      })
      .catch(function () { /* a missed poll is retried below */ })
      .then(function () { setTimeout(poll, 1500); });
  }
  function startPolling() { if (!polling) poll(); }

  // Upload: one request per file so each gets its own progress bar and status line.
  function setupUpload(form) {
    var input = form.querySelector('input[type="file"]');
    var zone = form.querySelector(".dropzone");
    var list = document.getElementById("uploads");

    function row(file) {
      var li = document.createElement("li");
      var name = document.createElement("span");
      name.textContent = file.name;
      var status = document.createElement("span");
      status.className = "status status-queued";
      status.textContent = "uploading…";
      var bar = document.createElement("progress");
      bar.max = 100; bar.value = 0;
      bar.setAttribute("aria-label", "Upload progress for " + file.name);
      li.appendChild(name); li.appendChild(status); li.appendChild(bar);
      list.appendChild(li);
      return { li: li, name: name, status: status, bar: bar };
    }

    function send(file) {
      var r = row(file);
      var data = new FormData();
      data.append("file", file, file.name);
      form.querySelectorAll('select[name], input[name]:not([type="file"])').forEach(function (el) {
        if ((el.type === "checkbox" || el.type === "radio") && !el.checked) return;
        data.append(el.name, el.value);
      });
      var xhr = new XMLHttpRequest();
      xhr.open("POST", form.action);
      xhr.setRequestHeader("Accept", "application/json");
      xhr.upload.onprogress = function (e) {
        if (e.lengthComputable) {
          r.bar.value = Math.round((e.loaded / e.total) * 100);
          r.status.textContent = "uploading " + r.bar.value + "%";
        }
      };
      xhr.onload = function () {
        r.bar.value = 100;
        var body = null;
        try { body = JSON.parse(xhr.responseText); } catch (e) { /* shown as a failure below */ }
        var res = body && body.results && body.results[0];
        if (!res || res.error || !res.id) {
          var why = res && res.error ? res.error : (body && body.errors ? "the upload was refused" : "upload failed (HTTP " + xhr.status + ")");
          showStatus(r.status, { status: "failed", failure_reason: why });
          return;
        }
        var a = document.createElement("a");
        a.href = res.url; a.textContent = res.title;
        r.name.textContent = ""; r.name.appendChild(a);
        if (res.duplicate) {
          var dup = document.createElement("span");
          dup.className = res.notice ? "notice warn" : "muted";
          dup.textContent = res.notice ? " " + res.notice : " (already in your archive)";
          r.name.appendChild(dup);
        }
        r.status.dataset.statusFor = res.id;
        showStatus(r.status, res);
        startPolling();
      };
      xhr.onerror = function () { showStatus(r.status, { status: "failed", failure_reason: "the connection was lost" }); };
      xhr.send(data);
    }

    function sendAll(files) { Array.prototype.forEach.call(files, send); }

    form.addEventListener("submit", function (e) {
      e.preventDefault();
      if (input.files.length) { sendAll(input.files); input.value = ""; }
    });
    input.addEventListener("change", function () {
      if (input.files.length) { sendAll(input.files); input.value = ""; }
    });
    if (zone) {
      ["dragenter", "dragover"].forEach(function (t) {
        zone.addEventListener(t, function (e) { e.preventDefault(); zone.classList.add("over"); });
      });
      ["dragleave", "drop"].forEach(function (t) {
        zone.addEventListener(t, function (e) { e.preventDefault(); zone.classList.remove("over"); });
      });
      zone.addEventListener("drop", function (e) {
        if (e.dataTransfer && e.dataTransfer.files.length) sendAll(e.dataTransfer.files);
      });
    }
  }

  // A staged ask: the offline answer is on the page; poll until the language model's stage is done,
  // then swap in the server-rendered final answer (the model's, or the offline one with a note).
  function setupStage(el) {
    var url = el.dataset.pollUrl;
    function tick() {
      fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } })
        .then(function (r) { return r.ok ? r.json() : null; })
        .then(function (state) {
          if (!state || state.status !== "done") { setTimeout(tick, 1000); return; }
          var holder = document.createElement("div");
          holder.innerHTML = state.html; // rendered and escaped by the server's template
          var fresh = holder.querySelector("#ask-response");
          var old = document.getElementById("ask-response");
          if (fresh && old) old.replaceWith(fresh);
          el.remove();
        })
        .catch(function () { setTimeout(tick, 2000); });
    }
    setTimeout(tick, 500);
  }

  // The set-up page's rebuild of Ask's index: move the progress bar until every passage is embedded.
  function setupRebuild(bar) {
    var count = document.getElementById("rebuild-count");
    function tick() {
      fetch(bar.dataset.progressUrl, { credentials: "same-origin", headers: { Accept: "application/json" } })
        .then(function (r) { return r.ok ? r.json() : null; })
        .then(function (p) {
          if (p) {
            bar.max = p.total; bar.value = p.done;
            if (count) count.textContent = p.done + " / " + p.total + (p.done >= p.total ? " · done" : "");
            if (p.done >= p.total || !p.enabled) return;
          }
          setTimeout(tick, 1000);
        })
        .catch(function () { setTimeout(tick, 2000); });
    }
    tick();
  }

  document.addEventListener("DOMContentLoaded", function () {
    var form = document.getElementById("upload-form");
    if (form) setupUpload(form);
    var stage = document.getElementById("llm-stage");
    if (stage) setupStage(stage);
    var rebuild = document.getElementById("rebuild-progress");
    if (rebuild) setupRebuild(rebuild);
    startPolling();
  });
})();
