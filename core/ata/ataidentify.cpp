// IDENTIFY DEVICE data (ACS-3 IDENTIFY DEVICE data table; the same words in ATA8-ACS
// 7.16.7) and the hex-word text hdparm reads with --Istdin. Word numbers below are the
// table's; "valid pair" means bits 15:14 = 01b, which is how ATA marks a word as meaningful.
#include "atacodec.h"

#include "atatr.h"

#include <QList>

#include <algorithm>
#include <limits>

namespace DriveProof::Ata {

namespace {

Error parseError(const QString &message)
{
    return Error{QString(), message, 0};
}

// Little-endian 16-bit words over exactly 512 bytes (ACS-3: data is transferred as words).
class Words
{
public:
    explicit Words(QByteArrayView data)
        : m_data(data)
    {}
    quint16 operator[](int i) const
    {
        return quint16(quint8(m_data.at(2 * i)) | quint8(m_data.at(2 * i + 1)) << 8);
    }
    bool bit(int word, int bit) const { return ((*this)[word] >> bit) & 1; }
    // ATA marks optional words valid with bits 15:14 = 01b (e.g. words 83, 87, 106, 209).
    bool validPair(int word) const { return ((*this)[word] & 0xC000) == 0x4000; }

private:
    QByteArrayView m_data;
};

// ATA strings: two characters a word, the first in bits 15:8 (ACS-3 "ATA string
// convention"). Padding is spaces; NULs and control bytes are shown as spaces / '?' so a
// hostile dump cannot put escape sequences on a terminal.
QString ataString(const Words &w, int firstWord, int wordCount)
{
    QString s;
    for (int i = firstWord; i < firstWord + wordCount; ++i) {
        for (const quint8 c : {quint8(w[i] >> 8), quint8(w[i] & 0xFF)}) {
            if (c == 0)
                s += QLatin1Char(' ');
            else
                s += (c >= 0x20 && c < 0x7F) ? QLatin1Char(char(c)) : QLatin1Char('?');
        }
    }
    return s.trimmed();
}

bool allBytesAre(QByteArrayView data, char value)
{
    for (const char c : data) {
        if (c != value)
            return false;
    }
    return true;
}

// Word 255 (ACS-3): bits 7:0 = A5h signature, bits 15:8 = checksum chosen so that all 512
// bytes sum to 0 modulo 256.
constexpr quint8 kChecksumSignature = 0xA5;

std::optional<Error> checkWholeBuffer(QByteArrayView data, const Words &w)
{
    if (data.size() != kAtaIdentifySize)
        //: %n the size of the data in bytes
        return parseError(Tr::tr("IDENTIFY data must be exactly 512 bytes; this has %n byte(s).",
                                 nullptr, int(qMin<qsizetype>(data.size(), 1 << 30))));
    if (allBytesAre(data, '\0'))
        return parseError(Tr::tr("The IDENTIFY data is all zeros: the drive or its USB bridge "
                                 "returned no data."));
    if (allBytesAre(data, char(0xFF)))
        return parseError(Tr::tr("The IDENTIFY data is all FFh: no drive answered (an empty "
                                 "port, or a bridge without a disk)."));
    // Word 0 bit 15 = 1: not an ATA device (ATAPI), except the CompactFlash signature 848Ah.
    if (w.bit(0, 15) && w[0] != 0x848A)
        //: %1 word 0 in hex
        return parseError(Tr::tr("Word 0 is %1h: this is data from an ATAPI device (an optical "
                                 "drive), not IDENTIFY DEVICE data of a disk.")
                              .arg(uint(w[0]), 4, 16, QLatin1Char('0')));
    if ((w[255] & 0xFF) == kChecksumSignature) {
        quint8 sum = 0;
        for (const char c : data)
            sum = quint8(sum + quint8(c));
        if (sum != 0)
            //: %1 the sum of all bytes modulo 256, in hex
            return parseError(Tr::tr("The IDENTIFY checksum in word 255 is wrong (the 512 bytes "
                                     "sum to %1h, not 00h): the data is damaged or was edited.")
                                  .arg(uint(sum), 2, 16, QLatin1Char('0')));
    }
    return std::nullopt;
}

void readCapacity(const Words &w, AtaIdentifyData &id)
{
    // Word 83 bit 10: 48-bit Address feature set supported (words 82-84 valid when word 83
    // is a valid pair). Words 100-103: number of user addressable sectors for 48-bit
    // commands. Words 60-61: the same for 28-bit commands (word 49 bit 9: LBA supported).
    id.lba48 = w.validPair(83) && w.bit(83, 10);
    quint64 sectors = 0;
    if (id.lba48) {
        sectors =
            quint64(w[100]) | quint64(w[101]) << 16 | quint64(w[102]) << 32 | quint64(w[103]) << 48;
    }
    if (sectors == 0 && w.bit(49, 9))
        sectors = quint64(w[60]) | quint64(w[61]) << 16;
    id.sectors = sectors;
    const quint64 max = quint64(std::numeric_limits<qint64>::max());
    const quint64 bytesPerSector = quint64(id.logicalSectorBytes);
    id.capacityBytes =
        sectors > max / bytesPerSector ? qint64(max) : qint64(sectors * bytesPerSector);
}

std::optional<Error> readSectorSizes(const Words &w, AtaIdentifyData &id)
{
    // Word 106 (valid pair): bit 13 = several logical sectors per physical sector, bits 3:0
    // = log2 of that ratio; bit 12 = logical sector longer than 256 words, its size in
    // words in words 117-118. Word 209 (valid pair): bits 13:0 = offset of logical sector 0
    // within the first physical sector, in logical sectors.
    id.sectorSizesReported = w.validPair(106);
    if (!id.sectorSizesReported)
        return std::nullopt; // ATA before ATA8: 512 / 512, as hdparm assumes too
    if (w.bit(106, 12)) {
        const quint64 bytes = 2 * (quint64(w[117]) | quint64(w[118]) << 16);
        if (bytes < 512 || bytes > 65536)
            //: %1 a size in bytes
            return parseError(Tr::tr("Words 117-118 give a logical sector size of %1 bytes, "
                                     "which no drive uses: the data is damaged.")
                                  .arg(bytes));
        id.logicalSectorBytes = int(bytes);
    }
    const int exponent = w.bit(106, 13) ? (w[106] & 0x0F) : 0;
    const qint64 physical = qint64(id.logicalSectorBytes) << exponent;
    if (physical > (1 << 20)) // 1 MiB; real drives stop at 4 KiB (512 << 3)
        //: %1 a size in bytes
        return parseError(Tr::tr("Word 106 gives a physical sector size of %1 bytes, which no "
                                 "drive uses: the data is damaged.")
                              .arg(physical));
    id.physicalSectorBytes = int(physical);
    if (w.validPair(209))
        id.alignmentOffsetBytes = (w[209] & 0x3FFF) * id.logicalSectorBytes;
    return std::nullopt;
}

void readFeatures(const Words &w, AtaIdentifyData &id)
{
    // Words 82-84 are valid when word 83 is a valid pair; words 85-87 when word 87 is.
    if (w.validPair(83)) {
        id.writeCacheSupported = w.bit(82, 5); // volatile write cache supported
        id.smartSupported = w.bit(82, 0);      // SMART feature set supported
        id.flushCacheExtSupported = w.bit(83, 13);
    }
    if (w.validPair(87)) {
        id.writeCacheEnabled = w.bit(85, 5); // volatile write cache enabled
        id.smartEnabled = w.bit(85, 0);
    }
    // Word 76: Serial ATA capabilities (0000h / FFFFh: not a SATA device); bit 8 = NCQ.
    // Word 75 bits 4:0: maximum queue depth - 1.
    if (w[76] != 0x0000 && w[76] != 0xFFFF && w.bit(76, 8)) {
        id.ncqSupported = true;
        id.ncqQueueDepth = (w[75] & 0x1F) + 1;
    }
    // Word 76 bits 3:1 (ACS-3 table 45): Gen3 6.0, Gen2 3.0, Gen1 1.5 Gb/s signalling
    // supported; the highest set is what the drive can do on a link that allows it.
    if (w[76] != 0x0000 && w[76] != 0xFFFF)
        id.sataMaxGbps = w.bit(76, 3) ? 6.0 : w.bit(76, 2) ? 3.0 : w.bit(76, 1) ? 1.5 : 0.0;
    // Word 169 bit 0: DATA SET MANAGEMENT with the TRIM bit supported (ACS-2 and later).
    id.trimSupported = w[169] != 0xFFFF && w.bit(169, 0);
    // Word 217: nominal media rotation rate. 0001h = non-rotating (solid state);
    // 0401h-FFFEh = rpm; 0000h = not reported; everything else is reserved.
    const quint16 rate = w[217];
    if (rate == 0x0001) {
        id.rotation = AtaRotation::NonRotating;
    } else if (rate >= 0x0401 && rate <= 0xFFFE) {
        id.rotation = AtaRotation::Rotating;
        id.rotationRateRpm = rate;
    }
}

bool isHexWord(const QByteArray &token)
{
    if (token.size() != 4)
        return false;
    for (const char c : token) {
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')))
            return false;
    }
    return true;
}

// A token as it can be shown in an error message: short, printable.
QString showToken(QByteArrayView token)
{
    QString s;
    for (const char c : token.first(qMin<qsizetype>(token.size(), 16)))
        s += (c >= 0x20 && c < 0x7F) ? QLatin1Char(c) : QLatin1Char('?');
    return token.size() > 16 ? s + QStringLiteral("...") : s;
}

} // namespace

Result<AtaIdentifyData> parseAtaIdentify(QByteArrayView data)
{
    const Words w(data);
    if (std::optional<Error> error = checkWholeBuffer(data, w))
        return *error;
    AtaIdentifyData id;
    id.responseIncomplete = w.bit(0, 2); // word 0 bit 2: response incomplete
    id.checksumPresent = (w[255] & 0xFF) == kChecksumSignature;
    id.serial = ataString(w, 10, 10);  // words 10-19: serial number, 20 characters
    id.firmware = ataString(w, 23, 4); // words 23-26: firmware revision, 8 characters
    id.model = ataString(w, 27, 20);   // words 27-46: model number, 40 characters
    // Words 108-111: WORLD WIDE NAME, word 108 first (bits 15:12 = NAA, 5h for ATA), valid
    // when word 87 (a valid pair) has bit 8 set (ACS-3 IDENTIFY DEVICE data, word 87).
    if (w.validPair(87) && w.bit(87, 8) && (w[108] >> 12) == 0x5) {
        id.wwn = QStringLiteral("0x");
        for (int i = 108; i <= 111; ++i)
            id.wwn += QStringLiteral("%1").arg(uint(w[i]), 4, 16, QLatin1Char('0'));
    }
    if (std::optional<Error> error = readSectorSizes(w, id))
        return *error;
    readCapacity(w, id);
    readFeatures(w, id);
    return id;
}

Result<QByteArray> parseAtaHexWords(QByteArrayView text)
{
    QList<quint16> words;
    int lineNumber = 0;
    int lastWordLine = 0;
    for (QByteArrayView rest = text; !rest.isEmpty() || lineNumber == 0;) {
        const qsizetype newline = rest.indexOf('\n');
        const QByteArrayView line = newline < 0 ? rest : rest.first(newline);
        rest = newline < 0 ? QByteArrayView() : rest.sliced(newline + 1);
        ++lineNumber;
        const QList<QByteArray> tokens = line.toByteArray().simplified().split(' ');
        if (tokens.first().isEmpty())
            continue; // blank line
        if (words.isEmpty() && std::none_of(tokens.cbegin(), tokens.cend(), isHexWord))
            continue; // a header before the words ("/dev/sda:"), skipped as hdparm does
        for (const QByteArray &token : tokens) {
            if (!isHexWord(token))
                //: %1 line number, %2 the offending text
                return parseError(Tr::tr("Line %1: '%2' is not a word of four hex digits.")
                                      .arg(lineNumber)
                                      .arg(showToken(token)));
            if (words.size() == kAtaIdentifyWords)
                //: %1 line number
                return parseError(Tr::tr("Line %1: more than 256 words; IDENTIFY data has "
                                         "exactly 256.")
                                      .arg(lineNumber));
            words.append(quint16(token.toUShort(nullptr, 16)));
        }
        lastWordLine = lineNumber;
    }
    if (words.isEmpty())
        return parseError(Tr::tr("No IDENTIFY words found: expected 256 words of four hex "
                                 "digits, 8 a line, as 'hdparm --Istdout' prints them."));
    if (words.size() < kAtaIdentifyWords)
        //: %1 line number, %n number of words found
        return parseError(Tr::tr("Line %1: the words end after %n word(s); IDENTIFY data has "
                                 "256.",
                                 nullptr, int(words.size()))
                              .arg(lastWordLine));
    QByteArray bytes;
    bytes.reserve(kAtaIdentifySize);
    for (const quint16 word : words) {
        bytes.append(char(word & 0xFF)); // little-endian, as the drive sends them
        bytes.append(char(word >> 8));
    }
    return bytes;
}

QByteArray formatAtaHexWords(QByteArrayView data)
{
    QByteArray text;
    const Words w(data);
    for (int i = 0; i < int(data.size() / 2); ++i) {
        text += QByteArray::number(w[i], 16).rightJustified(4, '0');
        text += (i % 8 == 7) ? '\n' : ' ';
    }
    return text;
}

Result<QByteArray> decodeAtaIdentifyDump(QByteArrayView contents, AtaDumpFormat *format)
{
    // 256 hex words need at least 1279 characters, so a 512-byte file can only be raw data.
    const bool raw = contents.size() == kAtaIdentifySize;
    if (format)
        *format = raw ? AtaDumpFormat::Raw : AtaDumpFormat::HexWords;
    if (raw)
        return contents.toByteArray();
    return parseAtaHexWords(contents);
}

} // namespace DriveProof::Ata
