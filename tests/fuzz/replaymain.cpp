// Without libFuzzer: feed the seed corpus and a fixed, reproducible set of hostile buffers
// (empty, truncated seeds, bit flips, random bytes, all-0x00 and all-0xFF) to the target.
// A crash, a sanitizer report or a peak resident size over 1 GiB (half libFuzzer's default
// -rss_limit_mb, which the fuzz run enforces) fails the test; returning normally passes.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <sys/resource.h>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

namespace {

void feed(const std::vector<uint8_t> &buf)
{
    LLVMFuzzerTestOneInput(buf.data(), buf.size());
}

} // namespace

int main(int argc, char **argv)
{
    std::vector<std::vector<uint8_t>> seeds;
    if (argc > 1 && std::filesystem::is_directory(argv[1])) {
        for (const auto &entry : std::filesystem::directory_iterator(argv[1])) {
            std::ifstream in(entry.path(), std::ios::binary);
            seeds.emplace_back(std::istreambuf_iterator<char>(in),
                               std::istreambuf_iterator<char>());
        }
    }
    std::mt19937 rng(20261122);
    std::size_t runs = 0;
    feed({});
    for (const auto &seed : seeds) {
        feed(seed);
        for (std::size_t cut = 0; cut < seed.size(); cut += 1 + seed.size() / 64) {
            feed(std::vector<uint8_t>(seed.begin(), seed.begin() + std::ptrdiff_t(cut)));
            ++runs;
        }
        for (int i = 0; i < 2000 && !seed.empty(); ++i) {
            auto copy = seed;
            copy[rng() % copy.size()] ^= uint8_t(1u << (rng() % 8));
            feed(copy);
            ++runs;
        }
    }
    for (std::size_t size : {1, 2, 4, 8, 16, 64, 256, 512, 513, 4096}) {
        std::vector<uint8_t> random(size), zeros(size, 0x00), ones(size, 0xFF);
        for (auto &b : random)
            b = uint8_t(rng());
        feed(random);
        feed(zeros);
        feed(ones);
        runs += 3;
    }
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const long peakMiB = usage.ru_maxrss / 1024;
    std::printf("replayed %zu seeds and %zu derived inputs, peak %ld MiB\n", seeds.size(), runs,
                peakMiB);
    if (peakMiB > 1024) {
        std::printf("FAIL: an input took more than 1 GiB: memory must be bounded\n");
        return 1;
    }
    return seeds.empty() ? 1 : 0; // a target without seeds is a mistake, not a pass
}
