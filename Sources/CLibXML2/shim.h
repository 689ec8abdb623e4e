// The whole C surface Almanac uses from libxml2: the streaming text writer.
//
// Debian's libxml2 is built with ICU, so <libxml/encoding.h> pulls in the system's
// <unicode/ucnv.h>, whose types clash with the copy of ICU inside Foundation
// (_FoundationICU) on a clean build. We never touch ICU-typed fields, so hide them
// from the Swift importer before including the writer headers.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/xmlwriter.h>
#include <libxml/xmlerror.h>
#include <libxml/parser.h>
