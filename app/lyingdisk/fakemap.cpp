#include "fakemap.h"

#include <algorithm>

namespace DriveProof::LyingDisk {

std::vector<MappedPiece> mapRange(const FakeMap &map, std::uint64_t offset, std::size_t size)
{
    std::vector<MappedPiece> out;
    if (map.kind == FakeKind::None || map.realBytes == 0) {
        out.push_back(MappedPiece{offset, size, offset, true});
        return out;
    }
    const std::uint64_t real = map.realBytes;
    std::uint64_t at = offset;
    const std::uint64_t end = offset + size;
    while (at < end) {
        // Up to the next multiple of the real size: within it the map is one straight line.
        const std::uint64_t next = std::min(end, (at / real + 1) * real);
        MappedPiece piece{at, std::size_t(next - at), at % real, true};
        if (at >= real && map.kind == FakeKind::Drop)
            piece.present = false;
        out.push_back(piece);
        at = next;
    }
    return out;
}

} // namespace DriveProof::LyingDisk
