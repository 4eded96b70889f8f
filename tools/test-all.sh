#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine and runs every test:
# lint and types, unit tests, integration tests on the embedded database and on PostgreSQL,
# and the browser tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1; then
  echo "› Chromium für die Browser-Tests wird installiert (apt-get install chromium)"
  if [ "$(id -u)" -ne 0 ]; then
    echo "Chromium fehlt. Bitte als root ausführen oder: sudo apt-get install -y chromium" >&2
    exit 1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

# Tests read exported spreadsheets back with openpyxl, decode QR codes with zbarimg and run PostgreSQL.
missing_packages=()
/usr/bin/python3 -c 'import openpyxl' >/dev/null 2>&1 || missing_packages+=(python3-openpyxl)
command -v zbarimg >/dev/null 2>&1 || missing_packages+=(zbar-tools)
# Direct-debit files (pain.008) are checked against the ISO 20022 schema with xmllint.
command -v xmllint >/dev/null 2>&1 || missing_packages+=(libxml2-utils)
# Donation receipt PDFs are read back with pdftotext and rendered with pdftoppm.
command -v pdftotext >/dev/null 2>&1 || missing_packages+=(poppler-utils)
# The database-outage test starts and restarts a PostgreSQL instance of its own (initdb, pg_ctl).
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing_packages+=(postgresql)
if [ "${#missing_packages[@]}" -gt 0 ]; then
  echo "› Werkzeuge für die Tests werden installiert (apt-get install ${missing_packages[*]})"
  if [ "$(id -u)" -ne 0 ]; then
    echo "Es fehlen ${missing_packages[*]}. Bitte als root ausführen oder: sudo apt-get install -y ${missing_packages[*]}" >&2
    exit 1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing_packages[@]}" >/dev/null
fi

echo "› Abhängigkeiten (npm ci)"
npm ci --no-audit --no-fund

echo "› Lint und Typprüfung"
npm run lint

echo "› Unit-Tests"
npm run test:unit

echo "› Integrationstests, eingebettete Datenbank (PGlite)"
npm run test:int

PG_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
echo "› Integrationstests, PostgreSQL ($PG_URL)"
if ! node -e "const pg=require('pg');const c=new pg.Client({connectionString:process.argv[1]});c.connect().then(()=>c.end()).catch(e=>{console.error(e.message);process.exit(1)})" "$PG_URL" 2>/dev/null; then
  echo "PostgreSQL ist unter $PG_URL nicht erreichbar. Starten Sie den Server oder setzen Sie DATABASE_URL." >&2
  exit 1
fi
DATABASE_URL="$PG_URL" npm run test:int

echo "› Browser-Tests (Chromium)"
npm run test:e2e
