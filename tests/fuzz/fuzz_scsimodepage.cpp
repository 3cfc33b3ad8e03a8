// Fuzz target: MODE SENSE(10) replies for the caching mode page (scsicodec.h), and the
// MODE SELECT parameter list built from whatever parses. Seeds: corpus/scsimodepage/.
#include "cache/scsicodec.h"

#include <cstdint>
#include <cstdlib>

using namespace DriveProof::Cache;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView reply(reinterpret_cast<const char *>(data), qsizetype(size));
    for (PageControl pc : {PageControl::Current, PageControl::Changeable, PageControl::Saved}) {
        const auto page = parseCachingModeSense(reply, pc);
        if (!page) {
            if (page.error().message.isEmpty())
                std::abort(); // every refusal must say why
            continue;
        }
        // What parsed lies inside the reply and is a whole caching page.
        if (page->page.size() < 3 || page->page.size() > reply.size() - 8 ||
            (quint8(page->page[0]) & 0x3F) != 0x08)
            std::abort();
        if (pc != PageControl::Current)
            continue;
        for (bool wce : {false, true}) {
            const auto list = buildCachingModeSelectList(page.value(), wce);
            if (list && (list->size() != 8 + page->page.size() ||
                         ((quint8(list.value()[10]) & 0x04) != 0) != wce))
                std::abort();
        }
    }
    return 0;
}
