#!/usr/bin/env bash
# Builds protoc 2.4.1, which no registry serves, for build/gen-protobuf-2.4.1.sh: from the sources of the v2.4.1 tag
# of github.com/protocolbuffers/protobuf, unpacked in DIR, e.g.
#   git clone https://github.com/protocolbuffers/protobuf && git -C protobuf archive v2.4.1 | tar -x -C DIR
# Needs autoconf, automake, libtool and g++ (Debian: apt-get install autoconf automake libtool g++). The tag's own
# autogen.sh would download Google Test first, from an address that is gone; protoc needs none of it, so this runs
# its autoreconf alone. C++98, as 2011's compilers took it: under today's default (C++17) its
# make_pair<string, string>(lvalue, lvalue) calls do not compile. And message.cc gets the #include <istream> that
# protobuf 2.5.0 added (de3494fe5c, "Fix issue 403, issue 456, issue 462"): since GCC 4.7 the standard headers it
# includes no longer declare std::istream in full. Neither touches what protoc generates. Prints the path of the
# protoc it built.
set -euo pipefail
src="${1:?usage: build/build-protoc-2.4.1.sh DIR (the v2.4.1 sources)}"
cd "$src"
grep -q 'AC_INIT(\[Protocol Buffers\],\[2.4.1\]' configure.ac || { echo "build-protoc-2.4.1: $src is not protobuf 2.4.1's sources" >&2; exit 1; }
grep -q '^#include <istream>' src/google/protobuf/message.cc || sed -i 's/^#include <stack>$/#include <istream>\n#include <stack>/' src/google/protobuf/message.cc
autoreconf -f -i -Wall,no-obsolete >/dev/null 2>&1
./configure --disable-shared CXXFLAGS="-O2 -std=gnu++98" >/dev/null
make -j2 -C src protoc >/dev/null
[ "$(src/protoc --version)" = "libprotoc 2.4.1" ]   # its --version exits 1
echo "$(pwd)/src/protoc"
