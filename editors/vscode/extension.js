// Starts `ofuda lsp` for .card and .deck files: everything else is the language server's.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("ofuda").get("command") || "ofuda";
  client = new LanguageClient(
    "ofuda",
    "ofuda",
    { command, args: ["lsp"] },
    {
      documentSelector: [
        { scheme: "file", language: "ofuda-card" },
        { scheme: "file", language: "ofuda-deck" },
      ],
      // a saved card file changes what the open deck lists are checked against
      synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher("**/*.card") },
    },
  );
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
