// The full verify of verify.h.
#include "capacity/verify.h"

#include "capacity/probe.h"
#include "capacity/record.h"

#include <QByteArray>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <algorithm>
#include <chrono>

namespace DriveProof::Capacity {
namespace {

using Clock = std::chrono::steady_clock;
constexpr std::size_t kMaxRanges = 4096;
const BlockState kStates[] = {BlockState::Ok,      BlockState::Elsewhere, BlockState::Zero,
                              BlockState::Foreign, BlockState::Damaged,   BlockState::Unreadable};

struct State
{
    QString phase = QStringLiteral("write"); // "write", "read"
    std::uint64_t next = 0;
    VerifyResult *r = nullptr;
};

QByteArray hex(const RunId &run)
{
    return QByteArray(reinterpret_cast<const char *>(run.data()), qsizetype(run.size())).toHex();
}

void save(const VerifyOptions &o, const State &s)
{
    if (o.statePath.isEmpty())
        return;
    QJsonArray bad;
    for (const BadRange &b : s.r->bad)
        bad.append(QJsonArray{QString::number(b.offset), QString::number(b.bytes),
                              blockStateKey(b.state), QString::number(b.shift)});
    const QJsonObject root{{QStringLiteral("version"), 1},
                           {QStringLiteral("device"), o.deviceKey},
                           {QStringLiteral("size"), QString::number(s.r->claimedBytes)},
                           {QStringLiteral("block"), int(s.r->blockBytes)},
                           {QStringLiteral("run"), QString::fromLatin1(hex(s.r->run))},
                           {QStringLiteral("phase"), s.phase},
                           {QStringLiteral("next"), QString::number(s.next)},
                           {QStringLiteral("written"), QString::number(s.r->bytesWritten)},
                           {QStringLiteral("bad"), bad}};
    QSaveFile file(o.statePath);
    if (file.open(QIODevice::WriteOnly)) {
        file.write(QJsonDocument(root).toJson(QJsonDocument::Compact));
        file.commit();
    }
}

// The saved state when it belongs to this device and size.
bool load(const VerifyOptions &o, State &s)
{
    QFile file(o.statePath);
    if (o.statePath.isEmpty() || !file.open(QIODevice::ReadOnly))
        return false;
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    const QByteArray run =
        QByteArray::fromHex(root.value(QStringLiteral("run")).toString().toLatin1());
    const QString phase = root.value(QStringLiteral("phase")).toString();
    if (root.value(QStringLiteral("version")).toInt() != 1 ||
        root.value(QStringLiteral("device")).toString() != o.deviceKey ||
        root.value(QStringLiteral("size")).toString().toULongLong() != s.r->claimedBytes ||
        std::uint32_t(root.value(QStringLiteral("block")).toInt()) != s.r->blockBytes ||
        run.size() != qsizetype(s.r->run.size()) ||
        (phase != QLatin1String("write") && phase != QLatin1String("read")))
        return false;
    std::copy(run.begin(), run.end(), reinterpret_cast<char *>(s.r->run.data()));
    s.phase = phase;
    s.next = root.value(QStringLiteral("next")).toString().toULongLong() / s.r->blockBytes *
             s.r->blockBytes;
    s.r->bytesWritten = root.value(QStringLiteral("written")).toString().toULongLong();
    for (const auto &v : root.value(QStringLiteral("bad")).toArray()) {
        const QJsonArray a = v.toArray();
        BadRange b{a.at(0).toString().toULongLong(), a.at(1).toString().toULongLong(),
                   BlockState::Zero, a.at(3).toString().toLongLong()};
        for (BlockState st : kStates)
            if (blockStateKey(st) == a.at(2).toString())
                b.state = st;
        s.r->bad.push_back(b);
    }
    return true;
}

void addBad(VerifyResult &r, std::uint64_t offset, BlockState state, std::int64_t shift)
{
    const std::uint32_t B = r.blockBytes;
    if (!r.bad.empty()) {
        BadRange &last = r.bad.back();
        const bool adjacent = last.offset + last.bytes == offset;
        if (adjacent &&
            ((last.state == state && last.shift == shift) || r.bad.size() >= kMaxRanges)) {
            r.badTruncated = r.badTruncated || last.state != state || last.shift != shift;
            last.bytes += B;
            return;
        }
        if (r.bad.size() >= kMaxRanges) {
            r.badTruncated = true;
            last.bytes = offset + B - last.offset;
            return;
        }
    }
    r.bad.push_back(BadRange{offset, B, state, shift});
}

// The verdict from the ranges: one sample at each bad range and at each good stretch.
void classifyRanges(VerifyResult &r)
{
    std::vector<Sample> samples;
    std::uint64_t at = 0;
    std::uint64_t badBlocks[6] = {};
    for (const BadRange &b : r.bad) {
        if (b.offset > at) { // a good stretch: its first and its last block
            samples.push_back(Sample{at, {BlockState::Ok, at}});
            samples.push_back(
                Sample{b.offset - r.blockBytes, {BlockState::Ok, b.offset - r.blockBytes}});
        }
        samples.push_back(
            Sample{b.offset, {b.state, std::uint64_t(std::int64_t(b.offset) + b.shift)}});
        badBlocks[int(b.state)] += b.bytes / r.blockBytes;
        at = b.offset + b.bytes;
    }
    if (at < r.claimedBytes) {
        samples.push_back(Sample{at, {BlockState::Ok, at}});
        const std::uint64_t last = r.claimedBytes - r.blockBytes;
        samples.push_back(Sample{last, {BlockState::Ok, last}});
    }
    Classification c = classify(samples, r.claimedBytes, r.blockBytes);
    c.elsewhere = badBlocks[int(BlockState::Elsewhere)];
    c.zero = badBlocks[int(BlockState::Zero)];
    c.foreign = badBlocks[int(BlockState::Foreign)];
    c.damaged = badBlocks[int(BlockState::Damaged)];
    c.unreadable = badBlocks[int(BlockState::Unreadable)];
    std::uint64_t bad = 0;
    for (std::uint64_t n : badBlocks)
        bad += n;
    c.ok = r.claimedBytes / r.blockBytes - bad;
    r.classification = c;
}

} // namespace

QString blockStateKey(BlockState state)
{
    switch (state) {
    case BlockState::Ok:
        return QStringLiteral("ok");
    case BlockState::Elsewhere:
        return QStringLiteral("elsewhere");
    case BlockState::Zero:
        return QStringLiteral("zero");
    case BlockState::Foreign:
        return QStringLiteral("foreign");
    case BlockState::Damaged:
        return QStringLiteral("damaged");
    case BlockState::Unreadable:
        break;
    }
    return QStringLiteral("unreadable");
}

VerifyResult runFullVerify(Medium &medium, const VerifyOptions &options, const ProgressFn &progress,
                           const CancelFlag &cancel)
{
    const auto started = Clock::now();
    VerifyResult r;
    r.blockBytes = std::max<std::uint32_t>(kMinRecordBytes, medium.blockBytes());
    const std::uint32_t B = r.blockBytes;
    r.claimedBytes = medium.sizeBytes() / B * B;
    State s;
    s.r = &r;
    r.resumed = load(options, s);
    if (!r.resumed)
        r.run = options.run == RunId{} ? newRunId() : options.run;
    const std::size_t chunk = std::max<std::size_t>(B, options.chunkBytes / B * B);
    AlignedBlocks buf(chunk);
    auto lastSave = Clock::now();
    auto windowStart = Clock::now();
    std::uint64_t windowBytes = 0;
    double rate = 0;
    auto step = [&](Phase phase, std::uint64_t n) {
        windowBytes += n;
        const auto now = Clock::now();
        const double dt = std::chrono::duration<double>(now - windowStart).count();
        if (dt >= 0.5) {
            rate = double(windowBytes) / dt;
            windowStart = now;
            windowBytes = 0;
        }
        if (progress) // every chunk: a front end draws at its own pace
            progress(Progress{phase, s.next, r.claimedBytes, rate});
        if (now - lastSave > std::chrono::seconds(5)) {
            save(options, s);
            lastSave = now;
        }
    };

    const auto writeStart = Clock::now();
    while (s.phase == QLatin1String("write") && s.next < r.claimedBytes && !cancel.load()) {
        const std::size_t n = std::size_t(std::min<std::uint64_t>(chunk, r.claimedBytes - s.next));
        for (std::size_t i = 0; i < n; i += B)
            encodeRecord(r.run, s.next + i, buf.data() + i, B);
        ++r.writeRequests;
        if (medium.write(s.next, buf.data(), n) == 0)
            r.bytesWritten += n;
        s.next += n; // a failed write shows up when its blocks are read back
        step(Phase::Writing, n);
    }
    r.writeSeconds = std::chrono::duration<double>(Clock::now() - writeStart).count();
    if (s.phase == QLatin1String("write") && !cancel.load()) {
        // The last blocks written may still sit in a write-back cache that ignores the
        // flush: the start of the device again (the same records) pushes them out.
        const std::uint64_t push = std::min(options.defeatBytes, r.claimedBytes / 4) / B * B;
        for (std::uint64_t at = 0; at < push && !cancel.load(); at += chunk) {
            const std::size_t n = std::size_t(std::min<std::uint64_t>(chunk, push - at));
            for (std::size_t i = 0; i < n; i += B)
                encodeRecord(r.run, at + i, buf.data() + i, B);
            ++r.writeRequests;
            if (medium.write(at, buf.data(), n) == 0)
                r.bytesWritten += n;
            if (progress)
                progress(Progress{Phase::Flushing, at + n, push, 0});
        }
        if (const int e = medium.flush(); e < 0)
            r.errnum = -e;
        s.phase = QStringLiteral("read");
        s.next = 0;
        save(options, s);
    }
    // Before the reads (a resumed one too): a reset loses what the controller kept in RAM.
    if (r.errnum == 0 && s.phase == QLatin1String("read") && s.next < r.claimedBytes &&
        !cancel.load())
        r.reset = medium.reset();
    const auto readStart = Clock::now();
    while (r.errnum == 0 && s.phase == QLatin1String("read") && s.next < r.claimedBytes &&
           !cancel.load()) {
        const std::size_t n = std::size_t(std::min<std::uint64_t>(chunk, r.claimedBytes - s.next));
        const bool read = medium.read(s.next, buf.data(), n) == 0;
        if (read)
            r.bytesRead += n;
        for (std::size_t i = 0; i < n; i += B) {
            const std::uint64_t at = s.next + i;
            const BlockCheck c = read ? checkRecord(r.run, at, buf.data() + i, B)
                                      : BlockCheck{BlockState::Unreadable, 0};
            if (c.state != BlockState::Ok)
                addBad(r, at, c.state,
                       c.state == BlockState::Elsewhere ? std::int64_t(c.namedOffset - at) : 0);
        }
        s.next += n;
        step(Phase::Reading, n);
    }
    r.readSeconds = std::chrono::duration<double>(Clock::now() - readStart).count();
    r.cancelled = cancel.load();
    classifyRanges(r);
    if (r.cancelled || r.errnum != 0) {
        r.classification.verdict = Verdict::Undecided;
        save(options, s);
    } else if (!options.statePath.isEmpty()) {
        QFile::remove(options.statePath);
    }
    r.seconds = std::chrono::duration<double>(Clock::now() - started).count();
    return r;
}

} // namespace DriveProof::Capacity
