<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>DriveProof::Alignment</name>
    <message>
        <source>Partition %1 on %2 starts at byte %3, which is not even on a %4-byte logical sector boundary: the partition table or the kernel&apos;s view of it is damaged. Back up its data, then recreate the partition at sector %5 (e.g. &apos;parted %2 mkpart primary %5s 100%&apos;), and check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start in bytes, %4 logical sector size in bytes, %5 suggested start sector</extracomment>
        <translation>A partição %1 de %2 começa no byte %3, que não está nem mesmo em um limite de setor lógico de %4 bytes: a tabela de partições ou a visão que o kernel tem dela está danificada. Faça backup dos dados, recrie a partição no setor %5 (por exemplo, &apos;parted %2 mkpart primary %5s 100%&apos;) e verifique com &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4): misaligned by %8 bytes, %5 bytes past a %6-byte physical sector boundary and %8 bytes short of the next. Every write that crosses a boundary costs the drive a read-modify-write. Back up its data, then recreate the partition at sector %7: in fdisk, delete it and create it again with first sector %7, or run &apos;parted %2 mkpart primary %7s 100%&apos; (give its old end instead of 100% if other partitions follow it). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 bytes past the physical sector boundary, %6 physical sector size in bytes, %7 suggested start sector, %8 bytes short of the next physical sector boundary. Keep the commands in quotes untranslated.</extracomment>
        <translation>A partição %1 de %2 começa no setor %3 (byte %4): está desalinhada em %8 bytes, %5 bytes depois de um limite de setor físico de %6 bytes e %8 bytes antes do próximo. Cada gravação que cruza um limite obriga a unidade a fazer uma leitura-modificação-gravação. Faça backup dos dados e recrie a partição no setor %7: no fdisk, exclua-a e crie-a de novo com %7 como primeiro setor, ou execute &apos;parted %2 mkpart primary %7s 100%&apos; (informe o fim antigo dela em vez de 100% se outras partições vierem depois). Verifique com &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, so the drive is not slowed down, but not to 1 MiB, the boundary that partitioning tools use today and that suits SSD erase blocks and RAID stripes. No need to act now; if you recreate the partition one day, start it at sector %6 (e.g. &apos;parted %2 mkpart primary %6s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 suggested start sector</extracomment>
        <translation>A partição %1 de %2 começa no setor %3 (byte %4). Ela está alinhada aos setores físicos de %5 bytes, então a unidade não fica mais lenta, mas não a 1 MiB, o limite que as ferramentas de particionamento usam hoje e que convém aos blocos de apagamento de SSDs e às faixas (stripes) de RAID. Não é preciso fazer nada agora; se um dia recriar a partição, comece-a no setor %6 (por exemplo, &apos;parted %2 mkpart primary %6s 100%&apos;). Verifique com &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors and to 1 MiB, but not to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>A partição %1 de %2 começa no setor %3 (byte %4). Ela está alinhada aos setores físicos de %5 bytes e a 1 MiB, mas não ao tamanho ótimo de E/S de %6 bytes que o dispositivo informa, então gravações grandes podem ser divididas entre faixas. Se recriar a partição, comece-a no setor %7 (por exemplo, &apos;parted %2 mkpart primary %7s 100%&apos;). Verifique com &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, but neither to 1 MiB nor to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>A partição %1 de %2 começa no setor %3 (byte %4). Ela está alinhada aos setores físicos de %5 bytes, mas nem a 1 MiB nem ao tamanho ótimo de E/S de %6 bytes que o dispositivo informa, então gravações grandes podem ser divididas entre faixas. Se recriar a partição, comece-a no setor %7 (por exemplo, &apos;parted %2 mkpart primary %7s 100%&apos;). Verifique com &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3, which suits the drive&apos;s physical sectors and 1 MiB boundaries. Nothing to do.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector</extracomment>
        <translation>A partição %1 de %2 começa no setor %3, que combina com os setores físicos da unidade e com os limites de 1 MiB. Nada a fazer.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it. Run as root to read the partition table itself.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Não foi possível abrir %1 (%2), então estas são as partições que o kernel lista para ele. Execute como root para ler a própria tabela de partições.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it; the partition table itself was not read.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Não foi possível abrir %1 (%2), então estas são as partições que o kernel lista para ele; a própria tabela de partições não foi lida.</translation>
    </message>
    <message>
        <source>These are the partitions the kernel lists for %1, because its partition table could not be read: %2</source>
        <extracomment>%1 device path, %2 why the table could not be read (a full sentence)</extracomment>
        <translation>Estas são as partições que o kernel lista para %1, porque não foi possível ler a tabela de partições dele: %2</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>alignment verdict: the partition is well aligned</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Misaligned</source>
        <extracomment>alignment verdict: the partition does not start on a physical sector boundary</extracomment>
        <translation>Desalinhada</translation>
    </message>
    <message>
        <source>Cannot open %1 even as root: %2. The system blocks access to it (a container or a security policy).</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Não é possível abrir %1 nem mesmo como root: %2. O sistema bloqueia o acesso (um contêiner ou uma política de segurança).</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Run as root or use sudo.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Não é possível abrir %1: %2. Execute como root ou use sudo.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check the path.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Não é possível abrir %1: %2. Verifique o caminho.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check that the drive is connected and the file is readable.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>Não é possível abrir %1: %2. Verifique se a unidade está conectada e se o arquivo pode ser lido.</translation>
    </message>
    <message>
        <source>No partition table for %2-byte sectors found on %1, but there is one for %3-byte sectors. Read it with a logical sector size of %3 bytes.</source>
        <extracomment>%1 image file, %2 sector size asked for, %3 sector size that works (bytes)</extracomment>
        <translation>Nenhuma tabela de partições para setores de %2 bytes foi encontrada em %1, mas há uma para setores de %3 bytes. Leia-a com um tamanho de setor lógico de %3 bytes.</translation>
    </message>
    <message>
        <source>%1 is a folder. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 é uma pasta. Informe uma unidade como /dev/sdb ou um arquivo de imagem de disco.</translation>
    </message>
    <message>
        <source>%1 is neither a drive nor a disk image file. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 não é nem uma unidade nem um arquivo de imagem de disco. Informe uma unidade como /dev/sdb ou um arquivo de imagem de disco.</translation>
    </message>
    <message>
        <source>No partition table found on %1: the file is empty.</source>
        <extracomment>%1 image file</extracomment>
        <translation>Nenhuma tabela de partições encontrada em %1: o arquivo está vazio.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. There is nothing to align yet; partitioning tools start the first partition at 1 MiB, which suits this drive.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 está vazia: sem tabela de partições e sem sistema de arquivos, como chega uma unidade nova. Ainda não há o que alinhar; as ferramentas de particionamento começam a primeira partição em 1 MiB, o que serve para esta unidade.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout, but the drive reports its sector 0 %3 bytes past a physical sector boundary, so the file system&apos;s blocks straddle physical sectors. Only a new layout fixes that: back up, then create a partition table whose first partition starts at 1 MiB.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;), %3 alignment offset in bytes</extracomment>
        <translation>%1 contém um sistema de arquivos %2 gravado direto na unidade inteira, sem tabela de partições. É um layout válido, mas a unidade informa que seu setor 0 fica %3 bytes depois de um limite de setor físico, então os blocos do sistema de arquivos atravessam setores físicos. Só um novo layout corrige isso: faça backup e crie uma tabela de partições cuja primeira partição comece em 1 MiB.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout: the file system starts at byte 0, on a boundary of every sector size, so it is aligned. Nothing to do.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;)</extracomment>
        <translation>%1 contém um sistema de arquivos %2 gravado direto na unidade inteira, sem tabela de partições. É um layout válido: o sistema de arquivos começa no byte 0, no limite de qualquer tamanho de setor, portanto está alinhado. Nada a fazer.</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <extracomment>alignment verdict: physically aligned (the drive is not slowed down, no need to act now), but not to 1 MiB or the optimal I/O size</extracomment>
        <translation>Aceitável</translation>
    </message>
    <message>
        <source>No partition table found on %1: it is empty, or holds a file system on the whole of it, which needs none. Check that this is the right disk or image.</source>
        <extracomment>%1 device or image file</extracomment>
        <translation>Nenhuma tabela de partições encontrada em %1: está vazio ou contém em toda a sua extensão um sistema de arquivos que não precisa de uma. Verifique se é o disco ou a imagem certa.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cache</name>
    <message numerus="yes">
        <source>The sense data is cut off: %n byte(s) of the 8-byte header arrived.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>Os dados de sense estão truncados: chegou %n byte do cabeçalho de 8 bytes.</numerusform>
            <numerusform>Os dados de sense estão truncados: chegaram %n bytes do cabeçalho de 8 bytes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The ATA Status Return descriptor is malformed (length %1h instead of 0Ch).</source>
        <extracomment>%1 the descriptor&apos;s length byte in hex</extracomment>
        <translation>O descritor ATA Status Return está malformado (comprimento %1h em vez de 0Ch).</translation>
    </message>
    <message>
        <source>The sense data is cut off inside the ATA Status Return descriptor.</source>
        <translation>Os dados de sense estão truncados dentro do descritor ATA Status Return.</translation>
    </message>
    <message>
        <source>The sense data is cut off: it declares %1 bytes but %2 arrived.</source>
        <extracomment>%1 bytes the sense data declares, %2 bytes that arrived</extracomment>
        <translation>Os dados de sense estão truncados: declaram %1 bytes, mas chegaram %2.</translation>
    </message>
    <message numerus="yes">
        <source>The fixed-format sense data is cut off: %n byte(s) arrived, at least 14 are needed.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>Os dados de sense em formato fixo estão truncados: chegou %n byte, e são necessários pelo menos 14.</numerusform>
            <numerusform>Os dados de sense em formato fixo estão truncados: chegaram %n bytes, e são necessários pelo menos 14.</numerusform>
        </translation>
    </message>
    <message>
        <source>The device sent no sense data, so the ATA status of the command is unknown.</source>
        <translation>O dispositivo não enviou dados de sense, então o status ATA do comando é desconhecido.</translation>
    </message>
    <message>
        <source>The sense data has an unknown format (response code %1h): neither descriptor (72h) nor fixed (70h) format.</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>Os dados de sense têm um formato desconhecido (código de resposta %1h): nem formato de descritor (72h) nem formato fixo (70h).</translation>
    </message>
    <message>
        <source>sense key %1h, additional sense %2h/%3h</source>
        <extracomment>SCSI sense in hex. %1 sense key, %2 additional sense code, %3 its qualifier</extracomment>
        <translation>sense key %1h, sense adicional %2h/%3h</translation>
    </message>
    <message>
        <source>%1, ATA status %2h, error %3h</source>
        <extracomment>%1 the text before, %2 ATA STATUS byte in hex, %3 ATA ERROR byte in hex</extracomment>
        <translation>%1, status ATA %2h, erro %3h</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 não existe.</translation>
    </message>
    <message>
        <source>%1 is not a regular file: give a saved IDENTIFY dump (512 raw bytes or the text of &apos;hdparm --Istdout&apos;).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 não é um arquivo comum: informe um dump IDENTIFY salvo (512 bytes brutos ou o texto de &apos;hdparm --Istdout&apos;).</translation>
    </message>
    <message>
        <source>%1 has %2 bytes: too large for an IDENTIFY dump (512 raw bytes, or about 1300 bytes of text).</source>
        <extracomment>%1 file name, %2 its size in bytes</extracomment>
        <translation>%1 tem %2 bytes: grande demais para um dump IDENTIFY (512 bytes brutos, ou cerca de 1300 bytes de texto).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Não é possível ler %1: %2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 file name, %2 what is wrong with it</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>IDENTIFY data must be exactly 512 bytes; this has %n byte(s).</source>
        <extracomment>%n the size of the data in bytes</extracomment>
        <translation>
            <numerusform>Os dados IDENTIFY devem ter exatamente 512 bytes; estes têm %n byte.</numerusform>
            <numerusform>Os dados IDENTIFY devem ter exatamente 512 bytes; estes têm %n bytes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The IDENTIFY data is all zeros: the drive or its USB bridge returned no data.</source>
        <translation>Os dados IDENTIFY são todos zeros: a unidade ou a ponte USB dela não retornou dados.</translation>
    </message>
    <message>
        <source>The IDENTIFY data is all FFh: no drive answered (an empty port, or a bridge without a disk).</source>
        <translation>Os dados IDENTIFY são todos FFh: nenhuma unidade respondeu (uma porta vazia ou uma ponte sem disco).</translation>
    </message>
    <message>
        <source>Word 0 is %1h: this is data from an ATAPI device (an optical drive), not IDENTIFY DEVICE data of a disk.</source>
        <extracomment>%1 word 0 in hex</extracomment>
        <translation>A palavra 0 é %1h: estes são dados de um dispositivo ATAPI (uma unidade óptica), não dados IDENTIFY DEVICE de um disco.</translation>
    </message>
    <message>
        <source>The IDENTIFY checksum in word 255 is wrong (the 512 bytes sum to %1h, not 00h): the data is damaged or was edited.</source>
        <extracomment>%1 the sum of all bytes modulo 256, in hex</extracomment>
        <translation>A soma de verificação IDENTIFY na palavra 255 está errada (os 512 bytes somam %1h, não 00h): os dados estão danificados ou foram editados.</translation>
    </message>
    <message>
        <source>Words 117-118 give a logical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>As palavras 117-118 indicam um tamanho de setor lógico de %1 bytes, que nenhuma unidade usa: os dados estão danificados.</translation>
    </message>
    <message>
        <source>Word 106 gives a physical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>A palavra 106 indica um tamanho de setor físico de %1 bytes, que nenhuma unidade usa: os dados estão danificados.</translation>
    </message>
    <message>
        <source>Line %1: &apos;%2&apos; is not a word of four hex digits.</source>
        <extracomment>%1 line number, %2 the offending text</extracomment>
        <translation>Linha %1: &apos;%2&apos; não é uma palavra de quatro dígitos hexadecimais.</translation>
    </message>
    <message>
        <source>Line %1: more than 256 words; IDENTIFY data has exactly 256.</source>
        <extracomment>%1 line number</extracomment>
        <translation>Linha %1: mais de 256 palavras; os dados IDENTIFY têm exatamente 256.</translation>
    </message>
    <message>
        <source>No IDENTIFY words found: expected 256 words of four hex digits, 8 a line, as &apos;hdparm --Istdout&apos; prints them.</source>
        <translation>Nenhuma palavra IDENTIFY encontrada: eram esperadas 256 palavras de quatro dígitos hexadecimais, 8 por linha, como &apos;hdparm --Istdout&apos; as imprime.</translation>
    </message>
    <message numerus="yes">
        <source>Line %1: the words end after %n word(s); IDENTIFY data has 256.</source>
        <extracomment>%1 line number, %n number of words found</extracomment>
        <translation>
            <numerusform>Linha %1: as palavras terminam depois de %n palavra; os dados IDENTIFY têm 256.</numerusform>
            <numerusform>Linha %1: as palavras terminam depois de %n palavras; os dados IDENTIFY têm 256.</numerusform>
        </translation>
    </message>
    <message>
        <source>the device</source>
        <translation>o dispositivo</translation>
    </message>
    <message>
        <source>%1 does not accept SCSI commands (SG_IO), so %2 cannot reach a drive: it is not a whole SATA, SAS or USB disk (partitions, loop, virtual and NVMe devices have no ATA drive behind them).</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>%1 não aceita comandos SCSI (SG_IO), então %2 não consegue chegar a uma unidade: não é um disco SATA, SAS ou USB inteiro (partições e dispositivos loop, virtuais e NVMe não têm uma unidade ATA por trás).</translation>
    </message>
    <message>
        <source>Permission denied sending %2 to %1: ATA commands need root or the DriveProof helper.</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>Permissão negada ao enviar %2 para %1: comandos ATA exigem root ou o auxiliar do DriveProof.</translation>
    </message>
    <message>
        <source>Sending %1 to %2 failed: %3.</source>
        <extracomment>%1 ATA command name, %2 device, %3 the system&apos;s error text</extracomment>
        <translation>Falha ao enviar %1 para %2: %3.</translation>
    </message>
    <message>
        <source>The drive in %1 refused %2 (ABORT): it does not support this command or setting (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>A unidade em %1 recusou %2 (ABORT): ela não suporta este comando ou configuração (%3).</translation>
    </message>
    <message>
        <source>The drive in %1 reported an error for %2 (%3); check its health and cabling, then try again.</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>A unidade em %1 informou um erro em %2 (%3); verifique a saúde e o cabeamento dela e tente de novo.</translation>
    </message>
    <message>
        <source>%1 rejected %2: the disk or its USB bridge does not pass ATA commands through (SAT) (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 rejeitou %2: o disco ou a ponte USB dele não repassa comandos ATA (SAT) (%3).</translation>
    </message>
    <message>
        <source>%1 did not run %2 (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 não executou %2 (%3).</translation>
    </message>
    <message>
        <source>%1 timed out on %2: the drive did not answer.</source>
        <extracomment>%1 ATA command name, %2 device</extracomment>
        <translation>%1 esgotou o tempo limite em %2: a unidade não respondeu.</translation>
    </message>
    <message>
        <source>%1 did not reach the drive in %2 (host status %3, driver status %4).</source>
        <extracomment>%1 ATA command name, %2 device, %3 / %4 numbers from the kernel</extracomment>
        <translation>%1 não chegou à unidade em %2 (status do host %3, status do driver %4).</translation>
    </message>
    <message>
        <source>%1 failed on %2 with SCSI status %3h and no sense data.</source>
        <extracomment>%1 ATA command name, %2 device, %3 SCSI status byte</extracomment>
        <translation>%1 falhou em %2 com status SCSI %3h e sem dados de sense.</translation>
    </message>
    <message>
        <source>The drive in %1 reports no volatile write cache that can be switched (IDENTIFY word 82 bit 5).</source>
        <extracomment>%1 device</extracomment>
        <translation>A unidade em %1 não informa nenhum cache de gravação volátil que possa ser ativado ou desativado (IDENTIFY, palavra 82, bit 5).</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as off.</source>
        <extracomment>%1 device</extracomment>
        <translation>A unidade em %1 aceitou o comando, mas ainda informa o cache de gravação como desativado.</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as on.</source>
        <extracomment>%1 device</extracomment>
        <translation>A unidade em %1 aceitou o comando, mas ainda informa o cache de gravação como ativado.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as off.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A unidade %1 aceitou a alteração, mas ainda informa o cache de gravação como desativado.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as on.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A unidade %1 aceitou a alteração, mas ainda informa o cache de gravação como ativado.</translation>
    </message>
    <message>
        <source>The Identify Controller data has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Os dados de Identify Controller têm %1 bytes em vez de %2.</translation>
    </message>
    <message>
        <source>The NVMe health log has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>O log de saúde NVMe tem %1 bytes em vez de %2.</translation>
    </message>
    <message>
        <source>The drive does not support this admin command.</source>
        <translation>A unidade não suporta este comando de administração.</translation>
    </message>
    <message>
        <source>The drive cannot save its write cache setting, so a change lasts only until the next power cycle.</source>
        <translation>A unidade não consegue salvar a configuração do cache de gravação, então uma alteração dura apenas até o próximo ciclo de energia.</translation>
    </message>
    <message>
        <source>The drive does not allow its write cache setting to be changed.</source>
        <translation>A unidade não permite alterar a configuração do cache de gravação.</translation>
    </message>
    <message>
        <source>The drive does not provide the SMART / health log.</source>
        <translation>A unidade não fornece o log SMART / de saúde.</translation>
    </message>
    <message>
        <source>The drive does not support saving its write cache setting.</source>
        <translation>A unidade não suporta salvar a configuração do cache de gravação.</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache to read or change.</source>
        <translation>A unidade não tem cache de gravação volátil para ler ou alterar.</translation>
    </message>
    <message>
        <source>The drive rejected a field of the command.</source>
        <translation>A unidade rejeitou um campo do comando.</translation>
    </message>
    <message>
        <source>The drive reported an internal error; check its health and try again.</source>
        <translation>A unidade informou um erro interno; verifique a saúde dela e tente de novo.</translation>
    </message>
    <message>
        <source>The drive rejected the command.</source>
        <translation>A unidade rejeitou o comando.</translation>
    </message>
    <message>
        <source>%1 (NVMe status %2)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 the raw NVMe status code type and status code, e.g. &quot;SCT 1h, SC 0Dh&quot;</extracomment>
        <translation>%1 (status NVMe %2)</translation>
    </message>
    <message>
        <source>The device does not accept NVMe admin commands (it is not an NVMe drive).</source>
        <translation>O dispositivo não aceita comandos de administração NVMe (não é uma unidade NVMe).</translation>
    </message>
    <message>
        <source>Permission denied: run as root or through the DriveProof helper.</source>
        <translation>Permissão negada: execute como root ou por meio do auxiliar do DriveProof.</translation>
    </message>
    <message>
        <source>The device is gone; reconnect it and try again.</source>
        <translation>O dispositivo sumiu; reconecte-o e tente de novo.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; try again.</source>
        <translation>A unidade não respondeu a tempo; tente de novo.</translation>
    </message>
    <message>
        <source>%1 failed on %2: %3</source>
        <extracomment>%1 NVMe command name, %2 device path, %3 the reason and what to do
----------
%1 SCSI command name, %2 device path, %3 the reason and what to do</extracomment>
        <translation>%1 falhou em %2: %3</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>Não foi possível decodificar os dados que %1 retornou: %2</translation>
    </message>
    <message>
        <source>The drive does not report whether its write cache setting can be saved (no Select / Save support), so a change lasts only until the next power cycle.</source>
        <translation>A unidade não informa se a configuração do cache de gravação pode ser salva (sem suporte a Select / Save), então uma alteração dura apenas até o próximo ciclo de energia.</translation>
    </message>
    <message>
        <source>The drive %1 has no volatile write cache to switch.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A unidade %1 não tem cache de gravação volátil para ativar ou desativar.</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A unidade %1 não permite ativar ou desativar o cache de gravação.</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its write cache setting, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A unidade %1 não consegue salvar a configuração do cache de gravação, então a alteração não pode ser mantida após um ciclo de energia. Altere-a sem mantê-la.</translation>
    </message>
    <message>
        <source>The mode page header at byte %1 is cut off.</source>
        <extracomment>%1 byte offset in the drive&apos;s reply</extracomment>
        <translation>O cabeçalho da página de modo no byte %1 está truncado.</translation>
    </message>
    <message>
        <source>Mode page %1h claims %2 bytes but only %3 are present.</source>
        <extracomment>%1 page code in hex, %2 its length in bytes, %3 bytes actually present</extracomment>
        <translation>A página de modo %1h declara %2 bytes, mas só há %3.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply has %1 bytes, fewer than the 8-byte mode parameter header.</source>
        <extracomment>%1 number of bytes received</extracomment>
        <translation>A resposta do MODE SENSE tem %1 bytes, menos que o cabeçalho de parâmetros de modo de 8 bytes.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply declares a mode data length of %1, too short for its own header.</source>
        <extracomment>%1 the mode data length field of the reply</extracomment>
        <translation>A resposta do MODE SENSE declara um comprimento de dados de modo de %1, curto demais para o próprio cabeçalho.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply&apos;s block descriptors (%1 bytes) leave no room for a mode page in its %2 bytes.</source>
        <extracomment>%1 block descriptor length, %2 bytes present</extracomment>
        <translation>Os descritores de bloco da resposta do MODE SENSE (%1 bytes) não deixam espaço para uma página de modo nos %2 bytes dela.</translation>
    </message>
    <message>
        <source>The caching mode page is too short to hold the WCE bit.</source>
        <translation>A página de modo de cache é curta demais para conter o bit WCE.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply does not contain the caching mode page (08h).</source>
        <translation>A resposta do MODE SENSE não contém a página de modo de cache (08h).</translation>
    </message>
    <message>
        <source>A new caching page can only be built from the current, complete caching page.</source>
        <translation>Uma nova página de cache só pode ser montada a partir da página de cache atual e completa.</translation>
    </message>
    <message>
        <source>The drive reported an error but sent no sense data.</source>
        <translation>A unidade informou um erro, mas não enviou dados de sense.</translation>
    </message>
    <message>
        <source>The drive&apos;s fixed-format sense data is cut off.</source>
        <translation>Os dados de sense em formato fixo da unidade estão truncados.</translation>
    </message>
    <message>
        <source>The drive&apos;s descriptor-format sense data is cut off.</source>
        <translation>Os dados de sense em formato de descritor da unidade estão truncados.</translation>
    </message>
    <message>
        <source>The drive sent sense data in an unknown format (response code %1h).</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>A unidade enviou dados de sense em um formato desconhecido (código de resposta %1h).</translation>
    </message>
    <message>
        <source>The drive does not support saving this page, so a change lasts only until the next power cycle.</source>
        <translation>A unidade não suporta salvar esta página, então uma alteração dura apenas até o próximo ciclo de energia.</translation>
    </message>
    <message>
        <source>The drive does not support the MODE SENSE(10) and MODE SELECT(10) commands, so its cache cannot be read or changed this way.</source>
        <translation>A unidade não suporta os comandos MODE SENSE(10) e MODE SELECT(10), então o cache dela não pode ser lido nem alterado desta forma.</translation>
    </message>
    <message>
        <source>The drive rejected the MODE SELECT command.</source>
        <translation>A unidade rejeitou o comando MODE SELECT.</translation>
    </message>
    <message>
        <source>The drive does not report the caching mode page.</source>
        <translation>A unidade não informa a página de modo de cache.</translation>
    </message>
    <message>
        <source>The drive refused the new caching page: it does not let this setting be changed.</source>
        <translation>A unidade recusou a nova página de cache: ela não permite alterar esta configuração.</translation>
    </message>
    <message>
        <source>The drive reported a reset or a changed setting; try again.</source>
        <translation>A unidade informou uma reinicialização ou uma configuração alterada; tente de novo.</translation>
    </message>
    <message>
        <source>The drive is not ready (stopped, starting or without medium); try again in a moment.</source>
        <translation>A unidade não está pronta (parada, iniciando ou sem mídia); tente de novo em instantes.</translation>
    </message>
    <message>
        <source>The drive is write protected.</source>
        <translation>A unidade está protegida contra gravação.</translation>
    </message>
    <message>
        <source>The drive reported a hardware or medium error; check its health.</source>
        <translation>A unidade informou um erro de hardware ou de mídia; verifique a saúde dela.</translation>
    </message>
    <message>
        <source>The drive aborted the command; try again.</source>
        <translation>A unidade abortou o comando; tente de novo.</translation>
    </message>
    <message>
        <source>The drive reported an error.</source>
        <translation>A unidade informou um erro.</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 SCSI sense key name, %3 additional sense code and its name, e.g. &quot;24h/00h INVALID FIELD IN CDB&quot;</extracomment>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>The device does not accept SCSI commands, so its drive-level write cache cannot be read or changed this way.</source>
        <translation>O dispositivo não aceita comandos SCSI, então o cache de gravação da unidade não pode ser lido nem alterado desta forma.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; check its cable and power.</source>
        <translation>A unidade não respondeu a tempo; verifique o cabo e a alimentação dela.</translation>
    </message>
    <message>
        <source>The connection to the drive failed (host status %1h); check its cable and power.</source>
        <extracomment>%1 the Linux host status code in hex</extracomment>
        <translation>A conexão com a unidade falhou (status do host %1h); verifique o cabo e a alimentação dela.</translation>
    </message>
    <message>
        <source>The drive is busy; try again in a moment.</source>
        <translation>A unidade está ocupada; tente de novo em instantes.</translation>
    </message>
    <message>
        <source>The drive returned SCSI status %1h without sense data.</source>
        <extracomment>%1 SCSI status byte in hex</extracomment>
        <translation>A unidade retornou o status SCSI %1h sem dados de sense.</translation>
    </message>
    <message>
        <source>The caching mode page of %1 could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the reply</extracomment>
        <translation>Não foi possível decodificar a página de modo de cache de %1: %2</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched (its caching page marks WCE as not changeable).</source>
        <extracomment>%1 device path</extracomment>
        <translation>A unidade %1 não permite ativar ou desativar o cache de gravação (a página de cache marca WCE como não alterável).</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its caching page, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A unidade %1 não consegue salvar a página de cache, então a alteração não pode ser mantida após um ciclo de energia. Altere-a sem mantê-la.</translation>
    </message>
    <message>
        <source>%1 is not a whole SCSI disk; only those can be asked to re-read their caching page.</source>
        <extracomment>%1 kernel block device name</extracomment>
        <translation>%1 não é um disco SCSI inteiro; só a estes se pode pedir que releiam a página de cache.</translation>
    </message>
    <message>
        <source>Could not ask the kernel to re-read the settings of %1: %2. Its view of the write cache may be out of date until the next reboot.</source>
        <extracomment>%1 kernel block device name, %2 system error text</extracomment>
        <translation>Não foi possível pedir ao kernel que relesse as configurações de %1: %2. A visão dele sobre o cache de gravação pode ficar desatualizada até a próxima reinicialização.</translation>
    </message>
    <message>
        <source>udisks2 could not save the write-cache setting: %1. The change lasts only until the next power cycle.</source>
        <extracomment>%1 udisks2&apos;s error message</extracomment>
        <translation>O udisks2 não conseguiu salvar a configuração do cache de gravação: %1. A alteração dura apenas até o próximo ciclo de energia.</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): the drive-level write cache does not apply; the kernel&apos;s view shows whether it passes flushes on to the file.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 é um arquivo usado como unidade (%2): o cache de gravação da unidade não se aplica; a visão do kernel mostra se ele repassa os comandos de flush ao arquivo.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive and its cache are on the host, out of reach from this machine. Only the kernel&apos;s view is shown; whether flushes reach the host&apos;s drive depends on the hypervisor&apos;s cache mode.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 é um disco virtual: a unidade real e o cache dela ficam no hospedeiro, fora do alcance desta máquina. Só a visão do kernel é mostrada; se os comandos de flush chegam à unidade do hospedeiro depende do modo de cache do hipervisor.</translation>
    </message>
    <message>
        <source>%1 takes no drive commands: the drive-level write cache does not apply, only the kernel&apos;s view.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 não aceita comandos de unidade: o cache de gravação da unidade não se aplica, só a visão do kernel.</translation>
    </message>
    <message>
        <source>DriveProof does not know how to ask %1 about its write cache (unknown transport).</source>
        <extracomment>%1 device path</extracomment>
        <translation>O DriveProof não sabe como perguntar a %1 sobre o cache de gravação (interface desconhecida).</translation>
    </message>
    <message>
        <source>The kernel says write through but the drive&apos;s cache is on: the kernel no longer sends flushes, so committed data can be lost at a power cut. Switch the drive&apos;s cache off, or let the kernel re-read the drive&apos;s setting.</source>
        <translation>O kernel diz “write through”, mas o cache da unidade está ativado: o kernel não envia mais comandos de flush, então dados já confirmados podem ser perdidos em uma queda de energia. Desative o cache da unidade ou faça o kernel reler a configuração da unidade.</translation>
    </message>
    <message>
        <source>The kernel still sends flushes although the drive&apos;s cache is off: safe, only slightly slower.</source>
        <translation>O kernel ainda envia comandos de flush, embora o cache da unidade esteja desativado: é seguro, só um pouco mais lento.</translation>
    </message>
    <message>
        <source>The cache is off now, but the saved setting switches it back on at the next power cycle.</source>
        <translation>O cache está desativado agora, mas a configuração salva o reativará no próximo ciclo de energia.</translation>
    </message>
    <message>
        <source>The cache is on now, but the saved setting switches it off at the next power cycle.</source>
        <translation>O cache está ativado agora, mas a configuração salva o desativará no próximo ciclo de energia.</translation>
    </message>
    <message>
        <source>%1 cannot keep this setting after a power cycle here, so nothing was changed. Switch it without &quot;keep after reboot&quot;: it then lasts until the next power cycle.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 não consegue manter esta configuração após um ciclo de energia aqui, então nada foi alterado. Altere-a sem “Manter após reiniciar”: ela então dura até o próximo ciclo de energia.</translation>
    </message>
    <message>
        <source>%1 has no volatile write cache that can be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 não tem cache de gravação volátil que possa ser ativado ou desativado.</translation>
    </message>
    <message>
        <source>%1 does not allow its write cache setting to be changed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 não permite alterar a configuração do cache de gravação.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply names no device.</source>
        <translation>A resposta do auxiliar sobre o cache de gravação não indica nenhum dispositivo.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2): the write cache it reports is the hypervisor&apos;s emulation. Whether a flush reaches a real drive depends on the hypervisor&apos;s cache mode on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;, &quot;virtio&quot;...</extracomment>
        <translation>%1 é um disco virtual (%2): o cache de gravação que ele informa é a emulação do hipervisor. Se um comando de flush chega a uma unidade real depende do modo de cache do hipervisor no hospedeiro.</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 is on could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Não foi possível ler se o cache de gravação de %1 está ativado: %2</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 can be switched could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Não foi possível ler se o cache de gravação de %1 pode ser ativado ou desativado: %2</translation>
    </message>
    <message>
        <source>The saved write cache setting of %1 could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>Não foi possível ler a configuração salva do cache de gravação de %1: %2</translation>
    </message>
    <message>
        <source>Finding %1 (%2)</source>
        <extracomment>a finding this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Constatação %1 (%2)</translation>
    </message>
    <message>
        <source>write back</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends flushes</extracomment>
        <translation>gravação diferida</translation>
    </message>
    <message>
        <source>write through</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends no flushes</extracomment>
        <translation>gravação direta</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has findings in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>A resposta do auxiliar sobre o cache de gravação contém constatações em um formato que esta versão não lê. Reinicie o DriveProof após uma atualização.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has a finding without a code. Restart DriveProof after an update.</source>
        <translation>A resposta do auxiliar sobre o cache de gravação contém uma constatação sem código. Reinicie o DriveProof após uma atualização.</translation>
    </message>
    <message>
        <source>A self-test is already running on the drive.</source>
        <translation>Já há um autoteste em andamento na unidade.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Capacity</name>
    <message>
        <source>Writing records</source>
        <translation>Gravando registros</translation>
    </message>
    <message>
        <source>Pushing the drive&apos;s cache out</source>
        <translation>Esvaziando o cache da unidade</translation>
    </message>
    <message>
        <source>Reading back</source>
        <translation>Relendo</translation>
    </message>
    <message>
        <source>Closing in on the boundary</source>
        <translation>Estreitando o limite</translation>
    </message>
    <message>
        <source>records written elsewhere (wrap-around)</source>
        <translation>registros gravados em outro lugar (volta ao início)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>zeros</translation>
    </message>
    <message>
        <source>not what was written</source>
        <translation>não o que foi gravado</translation>
    </message>
    <message>
        <source>damaged records</source>
        <translation>registros danificados</translation>
    </message>
    <message>
        <source>read errors</source>
        <translation>erros de leitura</translation>
    </message>
    <message>
        <source>Usable size proved: %1 (%2 bytes).</source>
        <extracomment>%1 a size, e.g. &quot;62.1 GB&quot;, %2 the same in bytes</extracomment>
        <translation>Tamanho utilizável comprovado: %1 (%2 bytes).</translation>
    </message>
    <message>
        <source>First bad block at byte %1; the boundary is known to within %2.</source>
        <extracomment>%1 a byte offset as a number, %2 a size, e.g. &quot;4 kB&quot;</extracomment>
        <translation>Primeiro bloco ruim no byte %1; o limite é conhecido com precisão de %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n write request(s), %1 written, in %2 s.</source>
        <extracomment>%n write requests, %1 a size, e.g. &quot;1.1 GB&quot;, %2 seconds, e.g. &quot;12.5&quot;</extracomment>
        <translation>
            <numerusform>%n pedido de gravação, %1 gravados, em %2 s.</numerusform>
            <numerusform>%n pedidos de gravação, %1 gravados, em %2 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>Genuine: every record written across all %1 bytes (%2) read back where it was written.</source>
        <extracomment>%1 the drive&apos;s size in bytes as a number, %2 the same size short, e.g. &quot;1.0 TB&quot;</extracomment>
        <translation>Genuína: cada registro gravado em todos os %1 bytes (%2) foi relido onde foi gravado.</translation>
    </message>
    <message>
        <source>Fake: only the first %1 are real; writes beyond that land at the start again (wrap-around). The drive claims %2.</source>
        <extracomment>%1 the real size, e.g. &quot;62.1 GB&quot;, %2 the size the drive claims, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>Falsificada: só os primeiros %1 são reais; gravações além disso voltam ao início (volta ao início). A unidade declara %2.</translation>
    </message>
    <message>
        <source>Fake: writes beyond %1 are thrown away. The drive claims %2.</source>
        <extracomment>%1 where the real part ends, e.g. &quot;120.3 GB&quot;, %2 the size the drive claims</extracomment>
        <translation>Falsificada: gravações além de %1 são descartadas. A unidade declara %2.</translation>
    </message>
    <message numerus="yes">
        <source>Damaged: %n block(s) did not hold what was written, the first at %1.</source>
        <extracomment>%n how many blocks, %1 the position of the first one, e.g. &quot;3.2 GB&quot;</extracomment>
        <translation>
            <numerusform>Danificada: %n bloco não continha o que foi gravado, o primeiro em %1.</numerusform>
            <numerusform>Danificada: %n blocos não continham o que foi gravado, o primeiro em %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not decide: the test was cancelled.</source>
        <translation>Não foi possível decidir: o teste foi cancelado.</translation>
    </message>
    <message>
        <source>Could not decide: the drive did not accept a flush of its cache.</source>
        <translation>Não foi possível decidir: a unidade não aceitou o esvaziamento do cache.</translation>
    </message>
    <message>
        <source>Could not decide: the device is too small to test.</source>
        <translation>Não foi possível decidir: o dispositivo é pequeno demais para o teste.</translation>
    </message>
    <message>
        <source>Could not decide: nothing that was written could be read back.</source>
        <translation>Não foi possível decidir: nada do que foi gravado pôde ser relido.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back: what its controller kept in memory was lost.</source>
        <translation>A unidade foi reiniciada antes da releitura: o que seu controlador mantinha na memória se perdeu.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back but did not come back.</source>
        <translation>A unidade foi reiniciada antes da releitura, mas não voltou.</translation>
    </message>
    <message>
        <source>Not reset before reading back: this device cannot be reset.</source>
        <translation>Sem reinício antes da releitura: este dispositivo não pode ser reiniciado.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a USB drive can be reset on its own.</source>
        <translation>Sem reinício antes da releitura: só uma unidade USB pode ser reiniciada sozinha.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a run as root can reset a USB drive (sudo driveproof-cli capacity).</source>
        <translation>Sem reinício antes da releitura: só uma execução como root pode reiniciar uma unidade USB (sudo driveproof-cli capacity).</translation>
    </message>
    <message>
        <source>Not reset before reading back: a partition was checked, and a reset would touch the whole drive.</source>
        <translation>Sem reinício antes da releitura: foi verificada uma partição, e um reinício afetaria a unidade inteira.</translation>
    </message>
    <message>
        <source>Not reset before reading back: its USB device carries other drives too.</source>
        <translation>Sem reinício antes da releitura: o dispositivo USB dela também carrega outras unidades.</translation>
    </message>
    <message>
        <source>Not reset before reading back: the kernel refused (%1).</source>
        <extracomment>%1 the system&apos;s error message, e.g. &quot;Operation not permitted&quot;</extracomment>
        <translation>Sem reinício antes da releitura: o kernel recusou (%1).</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s cache to write back</source>
        <translation>Aguardando a unidade gravar seu cache</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cli</name>
    <message>
        <source>Logical sector size in bytes (images: 512).</source>
        <translation>Tamanho do setor lógico em bytes (imagens: 512).</translation>
    </message>
    <message>
        <source>Physical sector size in bytes (images: 4096).</source>
        <translation>Tamanho do setor físico em bytes (imagens: 4096).</translation>
    </message>
    <message>
        <source>Optimal I/O size in bytes, 0 = not reported (images: 0).</source>
        <translation>Tamanho ótimo de E/S em bytes, 0 = não informado (imagens: 0).</translation>
    </message>
    <message>
        <source>Bytes from LBA 0 to the next physical sector boundary (images: 0).</source>
        <translation>Bytes do LBA 0 até o próximo limite de setor físico (imagens: 0).</translation>
    </message>
    <message>
        <source>%1 %2 is not a number of bytes. Give a whole number such as 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 não é um número de bytes. Informe um número inteiro, como 4096.</translation>
    </message>
    <message>
        <source>%1 %2 is not a valid block size. Give a power of two from 512 to 1048576 bytes, e.g. 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 não é um tamanho de bloco válido. Informe uma potência de dois entre 512 e 1048576 bytes, por exemplo 4096.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than --logical-block-size %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 logical size given</extracomment>
        <translation>--physical-block-size %1 é menor que --logical-block-size %2: um setor físico contém um ou mais setores lógicos.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than the %3-byte logical sectors of %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 device, %3 its logical sector size</extracomment>
        <translation>--physical-block-size %1 é menor que os setores lógicos de %3 bytes de %2: um setor físico contém um ou mais setores lógicos.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give 0 (not reported) or a multiple of the physical block size (%3 bytes) up to 1 GiB.</source>
        <extracomment>%1 option name, %2 the value given, %3 physical sector size</extracomment>
        <translation>%1 %2 não é válido. Informe 0 (não informado) ou um múltiplo do tamanho de bloco físico (%3 bytes) até 1 GiB.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give a multiple of the logical block size (%3 bytes) smaller than the physical block size (%4 bytes), e.g. 0.</source>
        <extracomment>%1 option name, %2 the value given, %3 logical and %4 physical sector size</extracomment>
        <translation>%1 %2 não é válido. Informe um múltiplo do tamanho de bloco lógico (%3 bytes) menor que o tamanho de bloco físico (%4 bytes), por exemplo 0.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <extracomment>%n bytes of the optimal I/O size
----------
a size in bytes, e.g. &quot;4096 bytes&quot;</extracomment>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>não informado</translation>
    </message>
    <message>
        <source>%1: %2 partition table, logical sector %3 bytes, physical sector %4 bytes, optimal I/O size %5, alignment offset %6 bytes.</source>
        <extracomment>%1 device or image, %2 &quot;dos&quot;/&quot;gpt&quot;, %3 and %4 sector sizes in bytes, %5 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %6 alignment offset in bytes</extracomment>
        <translation>%1: tabela de partições %2, setor lógico de %3 bytes, setor físico de %4 bytes, tamanho ótimo de E/S %5, deslocamento de alinhamento de %6 bytes.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconhecido</translation>
    </message>
    <message>
        <source>The partition table of %1 has no partitions.</source>
        <extracomment>%1 device or image</extracomment>
        <translation>A tabela de partições de %1 não tem partições.</translation>
    </message>
    <message>
        <source>PARTITION</source>
        <translation>PARTIÇÃO</translation>
    </message>
    <message>
        <source>START (sector)</source>
        <translation>INÍCIO (setor)</translation>
    </message>
    <message>
        <source>START (bytes)</source>
        <translation>INÍCIO (bytes)</translation>
    </message>
    <message>
        <source>LOGICAL</source>
        <translation>LÓGICO</translation>
    </message>
    <message>
        <source>PHYSICAL</source>
        <translation>FÍSICO</translation>
    </message>
    <message>
        <source>OPTIMAL</source>
        <translation>ÓTIMO</translation>
    </message>
    <message>
        <source>1 MiB</source>
        <translation>1 MiB</translation>
    </message>
    <message>
        <source>VERDICT</source>
        <translation>VEREDITO</translation>
    </message>
    <message>
        <source>No drive or file named %1. Give a drive such as /dev/sdb (see &apos;driveproof-cli list&apos;) or the path of a disk image.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Nenhuma unidade ou arquivo chamado %1. Informe uma unidade como /dev/sdb (veja &apos;driveproof-cli list&apos;) ou o caminho de uma imagem de disco.</translation>
    </message>
    <message>
        <source>%1 is a partition. Give the whole drive instead: &apos;driveproof-cli align %2&apos;.</source>
        <extracomment>%1 the partition given, %2 its whole drive</extracomment>
        <translation>%1 é uma partição. Informe a unidade inteira: &apos;driveproof-cli align %2&apos;.</translation>
    </message>
    <message>
        <source>Check that every partition of a drive or a disk image starts on a boundary that suits the drive: its physical sectors, 1 MiB and its optimal I/O size.</source>
        <translation>Verifica se cada partição de uma unidade ou imagem de disco começa em um limite adequado à unidade: os setores físicos, 1 MiB e o tamanho ótimo de E/S dela.</translation>
    </message>
    <message>
        <source>A drive (/dev/sdb, sdb) or a disk image file.</source>
        <translation>Uma unidade (/dev/sdb, sdb) ou um arquivo de imagem de disco.</translation>
    </message>
    <message>
        <source>Print JSON (keys in docs/json.md).</source>
        <translation>Imprime JSON (chaves em docs/json.md).</translation>
    </message>
    <message>
        <source>&apos;align&apos; needs exactly one drive or disk image, e.g. &apos;driveproof-cli align /dev/sdb&apos; or &apos;driveproof-cli align disk.img&apos;.</source>
        <translation>&apos;align&apos; precisa de exatamente uma unidade ou imagem de disco, por exemplo &apos;driveproof-cli align /dev/sdb&apos; ou &apos;driveproof-cli align disk.img&apos;.</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>ativado</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desativado</translation>
    </message>
    <message>
        <source>yes, through udisks2 (re-applied at every boot)</source>
        <translation>sim, pelo udisks2 (reaplicado a cada inicialização)</translation>
    </message>
    <message>
        <source>yes, saved in the drive</source>
        <translation>sim, salvo na unidade</translation>
    </message>
    <message>
        <source>no: a change lasts until the next power cycle</source>
        <translation>não: uma alteração dura até o próximo ciclo de energia</translation>
    </message>
    <message>
        <source>ATA</source>
        <translation>ATA</translation>
    </message>
    <message>
        <source>SCSI</source>
        <translation>SCSI</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>none (takes no drive commands)</source>
        <translation>nenhum (não aceita comandos de unidade)</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protocolo</translation>
    </message>
    <message>
        <source>Drive has a write cache</source>
        <translation>A unidade tem cache de gravação</translation>
    </message>
    <message>
        <source>Drive&apos;s cache now</source>
        <translation>Cache da unidade agora</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Configuração salva</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>Can be changed</source>
        <translation>Pode ser alterado</translation>
    </message>
    <message>
        <source>Keeps after reboot</source>
        <translation>Mantém após reiniciar</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>Visão do kernel</translation>
    </message>
    <message>
        <source>Kernel uses FUA</source>
        <translation>O kernel usa FUA</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Fontes</translation>
    </message>
    <message>
        <source>- %1</source>
        <extracomment>a finding about the write cache, as a list item
----------
a finding about TRIM, as a list item</extracomment>
        <translation>- %1</translation>
    </message>
    <message>
        <source>good</source>
        <translation>bom</translation>
    </message>
    <message>
        <source>caution</source>
        <translation>atenção</translation>
    </message>
    <message>
        <source>bad</source>
        <translation>ruim</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Estado geral</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>temperature in degrees Celsius</extracomment>
        <translation>Temperatura</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Horas ligado</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Ciclos de energia</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Desligamentos inseguros</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Setores defeituosos</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Erros de mídia</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of an SSD, in percent of its rated life</extracomment>
        <translation>Desgaste</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Reserva disponível</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fonte</translation>
    </message>
    <message>
        <source>%1 is a partition; the write cache and health belong to the whole drive. Give %2 instead.</source>
        <extracomment>%1 partition the user gave, %2 its whole drive</extracomment>
        <translation>%1 é uma partição; o cache de gravação e a saúde pertencem à unidade inteira. Informe %2 em vez disso.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s volatile write cache next to the kernel&apos;s view, or switch it.</source>
        <translation>Mostra o cache de gravação volátil da unidade ao lado da visão do kernel, ou o ativa ou desativa.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda.</source>
        <translation>Uma unidade, por exemplo /dev/sda.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s cache on or off.</source>
        <translation>Ativa ou desativa o cache da unidade.</translation>
    </message>
    <message>
        <source>Keep the setting after a power cycle, where the drive or udisks2 can keep it honestly.</source>
        <translation>Mantém a configuração após um ciclo de energia, quando a unidade ou o udisks2 conseguem mantê-la de verdade.</translation>
    </message>
    <message>
        <source>&apos;cache&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli cache /dev/sda&apos;.</source>
        <translation>&apos;cache&apos; precisa de exatamente um DEVICE, por exemplo &apos;driveproof-cli cache /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--set takes &apos;on&apos; or &apos;off&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1 the value the user gave</extracomment>
        <translation>--set aceita &apos;on&apos; ou &apos;off&apos;, não &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--persist goes with --set on|off.</source>
        <translation>--persist só funciona junto com --set on|off.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s health: overall verdict, temperature, hours, power cycles, unsafe shutdowns.</source>
        <translation>Mostra a saúde da unidade: avaliação geral, temperatura, horas, ciclos de energia, desligamentos inseguros.</translation>
    </message>
    <message>
        <source>&apos;health&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli health /dev/sda&apos;.</source>
        <translation>&apos;health&apos; precisa de exatamente um DEVICE, por exemplo &apos;driveproof-cli health /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>Show help for this command.</source>
        <translation>Mostra a ajuda deste comando.</translation>
    </message>
    <message>
        <source>%1. Try &apos;driveproof-cli %2 --help&apos;.</source>
        <extracomment>%1 the parser&apos;s error, %2 the subcommand</extracomment>
        <translation>%1. Tente &apos;driveproof-cli %2 --help&apos;.</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count</extracomment>
        <translation>%1 (%2 bytes)</translation>
    </message>
    <message>
        <source>raw, 512 bytes</source>
        <translation>bruto, 512 bytes</translation>
    </message>
    <message>
        <source>hex words (hdparm --Istdout)</source>
        <translation>palavras hexadecimais (hdparm --Istdout)</translation>
    </message>
    <message>
        <source>%1 (48-bit addressing)</source>
        <extracomment>%1 number of sectors</extracomment>
        <translation>%1 (endereçamento de 48 bits)</translation>
    </message>
    <message>
        <source>%1 (28-bit addressing)</source>
        <translation>%1 (endereçamento de 28 bits)</translation>
    </message>
    <message>
        <source>%1 (not reported; assumed)</source>
        <extracomment>%1 a size in bytes; the drive predates sector size reporting (IDENTIFY word 106)</extracomment>
        <translation>%1 (não informado; presumido)</translation>
    </message>
    <message>
        <source>non-rotating (solid state)</source>
        <translation>sem rotação (estado sólido)</translation>
    </message>
    <message>
        <source>%L1 rpm</source>
        <extracomment>%L1 revolutions per minute</extracomment>
        <translation>%L1 rpm</translation>
    </message>
    <message>
        <source>yes, queue depth %1</source>
        <extracomment>%1 the number of commands the drive can queue</extracomment>
        <translation>sim, profundidade de fila %1</translation>
    </message>
    <message>
        <source>IDENTIFY dump</source>
        <translation>Dump IDENTIFY</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Número de série</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacidade</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Setores</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Setor lógico</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Setor físico</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <extracomment>where logical sector 0 starts inside its physical sector</extracomment>
        <translation>Deslocamento de alinhamento</translation>
    </message>
    <message>
        <source>Rotation rate</source>
        <translation>Velocidade de rotação</translation>
    </message>
    <message>
        <source>Write cache supported</source>
        <translation>Cache de gravação suportado</translation>
    </message>
    <message>
        <source>Write cache enabled</source>
        <translation>Cache de gravação ativado</translation>
    </message>
    <message>
        <source>NCQ</source>
        <translation>NCQ</translation>
    </message>
    <message>
        <source>TRIM</source>
        <translation>TRIM</translation>
    </message>
    <message>
        <source>Checksum</source>
        <translation>Soma de verificação</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>correta</translation>
    </message>
    <message>
        <source>not present</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Observação</translation>
    </message>
    <message>
        <source>the drive marked this data as incomplete</source>
        <translation>a unidade marcou estes dados como incompletos</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Arquivo associado</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Fabricante</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Interface</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamanho</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>E/S mínima</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>E/S ótima</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Mídia</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Removível</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Somente leitura</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Cache de gravação (visão do kernel)</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Montado em</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>não montado</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Em uso por</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>TAMANHO</translation>
    </message>
    <message>
        <source>MOUNTED ON</source>
        <translation>MONTADO EM</translation>
    </message>
    <message>
        <source>Not known:</source>
        <translation>Desconhecido:</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <extracomment>%1 what is missing, %2 why</extracomment>
        <translation>  %1: %2</translation>
    </message>
    <message>
        <source>Show everything known about one drive.</source>
        <translation>Mostra tudo o que se sabe sobre uma unidade.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda or sda.</source>
        <translation>Uma unidade, por exemplo /dev/sda ou sda.</translation>
    </message>
    <message>
        <source>Decode a saved ATA IDENTIFY dump instead of a drive: 512 raw bytes, or the hex words that &apos;hdparm --Istdout&apos; prints.</source>
        <translation>Decodifica um dump ATA IDENTIFY salvo em vez de uma unidade: 512 bytes brutos, ou as palavras hexadecimais que &apos;hdparm --Istdout&apos; imprime.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>&apos;info --identify-file FILE&apos; takes no DEVICE: it decodes the file alone.</source>
        <translation>&apos;info --identify-file FILE&apos; não aceita DEVICE: ele decodifica apenas o arquivo.</translation>
    </message>
    <message>
        <source>&apos;info&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli info /dev/sda&apos;.</source>
        <translation>&apos;info&apos; precisa de exatamente um DEVICE, por exemplo &apos;driveproof-cli info /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>arquivo</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>estado sólido</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <translation>%1 rpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>rotacional</translation>
    </message>
    <message>
        <source>List the drives on this machine: identity, size, sector sizes, media, the kernel&apos;s write-cache view and mount points.</source>
        <translation>Lista as unidades desta máquina: identidade, tamanho, tamanhos de setor, mídia, a visão do kernel sobre o cache de gravação e os pontos de montagem.</translation>
    </message>
    <message>
        <source>&apos;list&apos; takes no arguments. Use &apos;driveproof-cli info DEVICE&apos; for one drive.</source>
        <translation>&apos;list&apos; não aceita argumentos. Use &apos;driveproof-cli info DEVICE&apos; para uma única unidade.</translation>
    </message>
    <message>
        <source>No drives found. In a container, /sys/block may show none; on a desktop, check that the drive is connected.</source>
        <translation>Nenhuma unidade encontrada. Em um contêiner, /sys/block pode não mostrar nenhuma; em um desktop, verifique se a unidade está conectada.</translation>
    </message>
    <message>
        <source>DEVICE</source>
        <translation>DISPOSITIVO</translation>
    </message>
    <message>
        <source>TRANSPORT</source>
        <translation>INTERFACE</translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation>MODELO</translation>
    </message>
    <message>
        <source>SECTORS L/P</source>
        <translation>SETORES L/F</translation>
    </message>
    <message>
        <source>MEDIA</source>
        <translation>MÍDIA</translation>
    </message>
    <message>
        <source>WRITE CACHE</source>
        <translation>CACHE DE GRAVAÇÃO</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <extracomment>logical / physical sector size in bytes</extracomment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>partition</source>
        <translation>partição</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;. Try &apos;driveproof-cli --help&apos;.</source>
        <translation>comando desconhecido &apos;%1&apos;. Tente &apos;driveproof-cli --help&apos;.</translation>
    </message>
    <message>
        <source>[%1%] %2: %3, %4, %5 left</source>
        <extracomment>live progress: %1 percent done, %2 the step, %3 rate, %4 IOPS, %5 time left (m:ss)</extracomment>
        <translation>[%1%] %2: %3, %4, faltam %5</translation>
    </message>
    <message>
        <source>[%1%] %2</source>
        <extracomment>live progress without numbers: %1 percent done, %2 the step</extracomment>
        <translation>[%1%] %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>flushes per commit on one device: %1 device, %2 flushes per commit</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Método de commit</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Commits/s</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Média µs</translation>
    </message>
    <message>
        <source>p50 µs</source>
        <translation>p50 µs</translation>
    </message>
    <message>
        <source>p99 µs</source>
        <translation>p99 µs</translation>
    </message>
    <message>
        <source>Max µs</source>
        <translation>Máx. µs</translation>
    </message>
    <message>
        <source>Flushes/commit</source>
        <translation>Flushes/commit</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Teste</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>p99.9 µs</source>
        <translation>p99.9 µs</translation>
    </message>
    <message>
        <source>danger</source>
        <translation>perigo</translation>
    </message>
    <message>
        <source>note</source>
        <translation>observação</translation>
    </message>
    <message>
        <source>This test writes over the data on %1. Everything on it will be lost.
Type the device name (%2) to go on: </source>
        <extracomment>%1 device node, %2 its short name the user must type</extracomment>
        <translation>Este teste sobrescreve os dados em %1. Tudo o que há nele será perdido.
Digite o nome do dispositivo (%2) para continuar: </translation>
    </message>
    <message>
        <source>The test to run.</source>
        <translation>O teste a executar.</translation>
    </message>
    <message>
        <source>Test area or temporary file size, e.g. 1G, 256M (default: 1G; commit: 16M; a device: all of it for the surface scan).</source>
        <translation>Tamanho da área de teste ou do arquivo temporário, por exemplo 1G, 256M (padrão: 1G; commit: 16M; um dispositivo: ele inteiro para a análise de superfície).</translation>
    </message>
    <message>
        <source>Seconds per measurement (default: 5).</source>
        <translation>Segundos por medição (padrão: 5).</translation>
    </message>
    <message>
        <source>I/O engine: auto, io_uring or psync (default: auto).</source>
        <translation>Mecanismo de E/S: auto, io_uring ou psync (padrão: auto).</translation>
    </message>
    <message>
        <source>Block size for random, sweeps and sustained, e.g. 4k.</source>
        <translation>Tamanho de bloco para random, varreduras e sustained, por exemplo 4k.</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (sweeps, sustained).</source>
        <translation>E/S em andamento por thread (varreduras, sustained).</translation>
    </message>
    <message>
        <source>Threads (sweeps).</source>
        <translation>Threads (varreduras).</translation>
    </message>
    <message>
        <source>Sweeps: 100 reads only (default), 0 writes only, or a mix.</source>
        <translation>Varreduras: 100 só leituras (padrão), 0 só gravações, ou uma mistura.</translation>
    </message>
    <message>
        <source>Hybrid check: seconds the drive stays idle between the passes (default: 300).</source>
        <translation>Verificação híbrida: segundos em que a unidade fica ociosa entre as passadas (padrão: 300).</translation>
    </message>
    <message>
        <source>Commit: measure again with the drive&apos;s write cache off, then switch it back on.</source>
        <translation>Commit: mede de novo com o cache de gravação da unidade desativado e depois o reativa.</translation>
    </message>
    <message>
        <source>Allow a write test on a raw device: everything on it is lost.</source>
        <translation>Permite um teste de gravação em um dispositivo bruto: tudo o que há nele é perdido.</translation>
    </message>
    <message>
        <source>Go through the page cache (no O_DIRECT).</source>
        <translation>Passa pelo cache de páginas (sem O_DIRECT).</translation>
    </message>
    <message>
        <source>Print the result as JSON (docs/json.md).</source>
        <translation>Imprime o resultado como JSON (docs/json.md).</translation>
    </message>
    <message>
        <source>Also write the JSON result to FILE.</source>
        <translation>Grava também o resultado JSON em FILE.</translation>
    </message>
    <message>
        <source>Run only the measurements with these keys, separated by commas (e.g. rnd4kq32t1.read, commit.s1.fdatasync).</source>
        <translation>Executa só as medições com estas chaves, separadas por vírgulas (por exemplo rnd4kq32t1.read, commit.s1.fdatasync).</translation>
    </message>
    <message>
        <source>Do not keep the result in the drive&apos;s history.</source>
        <translation>Não guarda o resultado no histórico da unidade.</translation>
    </message>
    <message>
        <source>&apos;bench&apos; needs a FAMILY and at most one TARGET, e.g. &apos;driveproof-cli bench quick ~/&apos;.</source>
        <translation>&apos;bench&apos; precisa de uma FAMILY e no máximo um TARGET, por exemplo &apos;driveproof-cli bench quick ~/&apos;.</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;. Try &apos;driveproof-cli bench --help&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>teste desconhecido &apos;%1&apos;. Tente &apos;driveproof-cli bench --help&apos;.</translation>
    </message>
    <message>
        <source>--duration takes seconds, e.g. 5, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--duration aceita segundos, por exemplo 5, não &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--backend takes auto, io_uring or psync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--backend aceita auto, io_uring ou psync, não &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--block-size takes a multiple of 512 bytes up to 64M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--block-size aceita um múltiplo de 512 bytes até 64M, não &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--%1 takes a whole number up to %2, not &apos;%3&apos;.</source>
        <extracomment>%1 the option, %2 the largest value, %3 what the user typed</extracomment>
        <translation>--%1 aceita um número inteiro até %2, não &apos;%3&apos;.</translation>
    </message>
    <message>
        <source>--idle takes seconds, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--idle aceita segundos, não &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--cache-ab goes with the commit test.</source>
        <translation>--cache-ab só funciona com o teste commit.</translation>
    </message>
    <message>
        <source>%1 is a device: this test writes to it and destroys its data. Add --destructive if that is what you want, or give a folder.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 é um dispositivo: este teste grava nele e destrói os dados. Adicione --destructive se é isso que você quer, ou informe uma pasta.</translation>
    </message>
    <message>
        <source>The name did not match; nothing was written.</source>
        <translation>O nome não confere; nada foi gravado.</translation>
    </message>
    <message>
        <source>--cache-ab needs to know the drive under the target, and it could not be found.</source>
        <translation>--cache-ab precisa saber qual é a unidade sob o destino, e ela não foi encontrada.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text
----------
%1 file, %2 the system&apos;s reason</extracomment>
        <translation>Não é possível gravar %1: %2.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 the test&apos;s title, %2 where it ran</extracomment>
        <translation>%1 em %2</translation>
    </message>
    <message>
        <source>- %1: %2</source>
        <extracomment>a verdict as a list item: %1 good/caution/danger/note, %2 the verdict</extracomment>
        <translation>- %1: %2</translation>
    </message>
    <message>
        <source>Cancelled; the lines above finished before that.</source>
        <translation>Cancelado; as linhas acima terminaram antes disso.</translation>
    </message>
    <message>
        <source>--language needs a language, one of: %1.</source>
        <extracomment>%1 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>--language precisa de um idioma, um destes: %1.</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;. Choose one of: %2.</source>
        <extracomment>%1 what was given after --language, %2 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>idioma desconhecido &apos;%1&apos;. Escolha um destes: %2.</translation>
    </message>
    <message>
        <source>Measure a drive: commit rate (like pg_test_fsync), throughput, random I/O, sweeps, the hybrid-cache check.
FAMILY is one of: quick, commit, throughput (or seq), sustained, surface, random, sweep (with --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET is a folder (default: the current one; a temporary file is created and removed), an existing file (used in place, never grown), or a block device (read tests; writing needs --destructive).</source>
        <translation>Mede uma unidade: taxa de commits (como o pg_test_fsync), taxa de transferência, E/S aleatória, varreduras, a verificação de cache híbrido.
FAMILY é um destes: quick, commit, throughput (ou seq), sustained, surface, random, sweep (com --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET é uma pasta (padrão: a atual; um arquivo temporário é criado e depois removido), um arquivo existente (usado como está, nunca aumentado) ou um dispositivo de bloco (testes de leitura; gravar exige --destructive).</translation>
    </message>
    <message>
        <source>Folder, file or device (or --target).</source>
        <translation>Pasta, arquivo ou dispositivo (ou --target).</translation>
    </message>
    <message>
        <source>Folder, file or device, like TARGET.</source>
        <translation>Pasta, arquivo ou dispositivo, como TARGET.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: reads only.</source>
        <translation>Para quick, throughput e random: só leituras.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: writes only.</source>
        <translation>Para quick, throughput e random: só gravações.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: a mix with this percentage of reads, e.g. 70.</source>
        <translation>Para quick, throughput e random: uma mistura com esta porcentagem de leituras, por exemplo 70.</translation>
    </message>
    <message>
        <source>One CrystalDiskMark preset: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (or any RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</source>
        <translation>Uma predefinição do CrystalDiskMark: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (ou qualquer RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</translation>
    </message>
    <message>
        <source>sweep: block-size (default), queue-depth or threads.</source>
        <translation>sweep: block-size (padrão), queue-depth ou threads.</translation>
    </message>
    <message>
        <source>--axis goes with &apos;sweep&apos; and takes block-size, queue-depth or threads, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--axis só funciona com &apos;sweep&apos; e aceita block-size, queue-depth ou threads, não &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give one of --read, --write and --mix.</source>
        <translation>Informe uma das opções --read, --write ou --mix.</translation>
    </message>
    <message>
        <source>--mix takes the percentage of reads, 0 to 100, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mix aceita a porcentagem de leituras, de 0 a 100, não &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset takes a name such as RND4K-Q32T1 or SEQ1M-Q8T1, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--preset aceita um nome como RND4K-Q32T1 ou SEQ1M-Q8T1, não &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset goes with quick, random or seq.</source>
        <translation>--preset só funciona com quick, random ou seq.</translation>
    </message>
    <message>
        <source>Cancelled while the test file was being prepared; it was removed.</source>
        <translation>Cancelado durante a preparação do arquivo de teste; ele foi removido.</translation>
    </message>
    <message>
        <source>preparing the test area: %1%</source>
        <extracomment>%1 percent of the test area written with known data</extracomment>
        <translation>preparando a área de teste: %1%</translation>
    </message>
    <message>
        <source>%1: %2 commits/s, witness holds #%3, %4 in flight, link %5</source>
        <extracomment>live power-loss run: %1 phase, %2 commits per second, %3 the witness&apos;s durable sequence number, %4 writes in flight, %5 link state</extracomment>
        <translation>%1: %2 commits/s, testemunha guarda até o nº %3, %4 em andamento, link: %5</translation>
    </message>
    <message>
        <source>*** Pull the plug now ***</source>
        <translation>*** Puxe o cabo de energia agora ***</translation>
    </message>
    <message>
        <source>Cut the power at the wall (not the power button). After the restart, run &apos;driveproof-cli powerloss verify&apos; with the same target.</source>
        <translation>Corte a energia na tomada (não no botão liga/desliga). Depois da reinicialização, execute &apos;driveproof-cli powerloss verify&apos; com o mesmo alvo.</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <extracomment>%1 PASS, FAIL or INCONCLUSIVE</extracomment>
        <translation>Veredito: %1</translation>
    </message>
    <message>
        <source>Validity checks:</source>
        <translation>Verificações de validade:</translation>
    </message>
    <message>
        <source>  [%1] %2</source>
        <extracomment>a checklist line: %1 &quot;ok&quot; or &quot;NOT OK&quot;, %2 what was seen</extracomment>
        <translation>  [%1] %2</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>NOT OK</source>
        <translation>NÃO OK</translation>
    </message>
    <message>
        <source>Acknowledged writes: %1; blocks checked: %2</source>
        <extracomment>%1 number of acknowledged writes, %2 number of blocks read</extracomment>
        <translation>Gravações confirmadas: %1; blocos verificados: %2</translation>
    </message>
    <message>
        <source>Test area: %1, %2</source>
        <extracomment>%1 file or device, %2 its size</extracomment>
        <translation>Área de teste: %1, %2</translation>
    </message>
    <message>
        <source>Drive: %1, serial %2, firmware %3</source>
        <extracomment>%1 model, %2 serial number, %3 firmware</extracomment>
        <translation>Unidade: %1, número de série %2, firmware %3</translation>
    </message>
    <message>
        <source>Write cache: %1</source>
        <extracomment>%1 on, off or unknown</extracomment>
        <translation>Cache de gravação: %1</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far: %1</source>
        <translation>Desligamentos inseguros até agora: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <extracomment>a warning: %1 its text</extracomment>
        <translation>Aviso: %1</translation>
    </message>
    <message>
        <source>Ready. Start the witness, then &apos;driveproof-cli powerloss run&apos;.</source>
        <translation>Pronto. Inicie a testemunha e depois &apos;driveproof-cli powerloss run&apos;.</translation>
    </message>
    <message>
        <source>Stopped cleanly after %1 commits; the witness holds them all. Nothing to verify: a clean stop is not a power cut.</source>
        <extracomment>%1 number of commits</extracomment>
        <translation>Parou normalmente após %1 commits; a testemunha guarda todos eles. Nada a verificar: uma parada normal não é um corte de energia.</translation>
    </message>
    <message>
        <source>No power-loss test is pending for %1.</source>
        <translation>Nenhum teste de queda de energia está pendente para %1.</translation>
    </message>
    <message>
        <source>No pending power-loss test has the run id &apos;%1&apos;.</source>
        <translation>Nenhum teste de queda de energia pendente tem o ID de execução &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Practice on a simulated drive that lies about its flushes.</source>
        <translation>Treina com uma unidade simulada que mente sobre os comandos de flush.</translation>
    </message>
    <message>
        <source>Practice on a simulated honest drive.</source>
        <translation>Treina com uma unidade simulada honesta.</translation>
    </message>
    <message>
        <source>The power-loss test: does the drive keep what it acknowledged when the power goes?
  prepare   check the drive and the machine, create the test area
  run       write and report every commit to the witness; pull the plug when told
  verify    after the restart: read the area, fetch the witness&apos;s record, judge
  practice  the whole procedure on a simulated drive on this machine</source>
        <translation>O teste de queda de energia: a unidade mantém o que confirmou quando a energia cai?
  prepare   verifica a unidade e a máquina, cria a área de teste
  run       grava e informa cada commit à testemunha; puxe o cabo quando for solicitado
  verify    depois da reinicialização: lê a área, busca o registro da testemunha, avalia
  practice  todo o procedimento com uma unidade simulada nesta máquina</translation>
    </message>
    <message>
        <source>prepare, run, verify or practice.</source>
        <translation>prepare, run, verify ou practice.</translation>
    </message>
    <message>
        <source>The test area: a file (created if missing) or a block device (with --destructive).</source>
        <translation>A área de teste: um arquivo (criado se não existir) ou um dispositivo de bloco (com --destructive).</translation>
    </message>
    <message>
        <source>The witness&apos;s address, as it shows it.</source>
        <translation>O endereço da testemunha, como ela o mostra.</translation>
    </message>
    <message>
        <source>Size of the test area, e.g. 1G (default: 1G; practice: 16M).</source>
        <translation>Tamanho da área de teste, por exemplo 1G (padrão: 1G; practice: 16M).</translation>
    </message>
    <message>
        <source>Commit method: fdatasync (default), fsync, open_datasync or open_sync.</source>
        <translation>Método de commit: fdatasync (padrão), fsync, open_datasync ou open_sync.</translation>
    </message>
    <message>
        <source>Writes per commit (group commit); default 1.</source>
        <translation>Gravações por commit (commit em grupo); padrão 1.</translation>
    </message>
    <message>
        <source>verify: the run to verify (its id or the start of it), instead of the one pending for --target.</source>
        <translation>verify: a execução a verificar (o ID dela ou o início dele), em vez da pendente para --target.</translation>
    </message>
    <message>
        <source>Allow a raw device as the target: everything on it is lost.</source>
        <translation>Permite um dispositivo bruto como alvo: tudo o que há nele é perdido.</translation>
    </message>
    <message>
        <source>practice: honest (default) or lying.</source>
        <translation>practice: honest (padrão) ou lying.</translation>
    </message>
    <message>
        <source>practice: seconds of writing before the simulated cut (default: 3).</source>
        <translation>practice: segundos de gravação antes do corte simulado (padrão: 3).</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>Imprime o resultado como JSON.</translation>
    </message>
    <message>
        <source>powerloss takes prepare, run, verify or practice, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>powerloss aceita prepare, run, verify ou practice, não &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 1M, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size aceita um tamanho de pelo menos 1M, como 1G ou 256M, não &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--method takes fdatasync, fsync, open_datasync or open_sync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--method aceita fdatasync, fsync, open_datasync ou open_sync, não &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--writes-per-commit takes a number from 1 to 1024, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--writes-per-commit aceita um número de 1 a 1024, não &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--witness takes HOST:PORT such as 192.168.1.20:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--witness aceita HOST:PORT, como 192.168.1.20:7070, não &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--mode takes honest or lying, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mode aceita honest ou lying, não &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--seconds takes a number from 0 to 3600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--seconds aceita um número de 0 a 3600, não &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give the test area with --target PATH.</source>
        <translation>Informe a área de teste com --target PATH.</translation>
    </message>
    <message>
        <source>run %1: started</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>execução %1: iniciada</translation>
    </message>
    <message>
        <source>run %1: the writer is back (%2 commits so far)</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>execução %1: o processo de gravação voltou (%2 commits até agora)</translation>
    </message>
    <message>
        <source>run %1: %2 commits acknowledged</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>execução %1: %2 commits confirmados</translation>
    </message>
    <message>
        <source>run %1: the writer went silent at %2: the estimated power cut</source>
        <extracomment>%1 a short run id, %2 date and time on this machine&apos;s clock</extracomment>
        <translation>execução %1: o processo de gravação silenciou às %2: o corte de energia estimado</translation>
    </message>
    <message>
        <source>run %1: the writer reported an error: %2</source>
        <extracomment>%1 a short run id, %2 the writer&apos;s error text</extracomment>
        <translation>execução %1: o processo de gravação informou um erro: %2</translation>
    </message>
    <message>
        <source>run %1: the writer stopped on purpose (no power cut)</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>execução %1: o processo de gravação parou de propósito (sem corte de energia)</translation>
    </message>
    <message>
        <source>run %1: the verifier&apos;s report is stored</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>execução %1: o relatório do verificador foi armazenado</translation>
    </message>
    <message>
        <source>refused a connection: %1</source>
        <extracomment>%1 why a connection or frame was refused</extracomment>
        <translation>conexão recusada: %1</translation>
    </message>
    <message>
        <source>run %1: journal error: %2</source>
        <extracomment>%1 a short run id, %2 the error text</extracomment>
        <translation>execução %1: erro no diário: %2</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test: record every commit a writer reports, so that after the power cut the verifier knows what the drive acknowledged. Runs until Ctrl+C.</source>
        <translation>Atua como testemunha de um teste de queda de energia: registra cada commit que um processo de gravação informa, para que depois do corte de energia o verificador saiba o que a unidade confirmou. Roda até Ctrl+C.</translation>
    </message>
    <message>
        <source>Address and port to listen on (default: 0.0.0.0:7070).</source>
        <translation>Endereço e porta em que escutar (padrão: 0.0.0.0:7070).</translation>
    </message>
    <message>
        <source>Folder for the run journals (default: DriveProof&apos;s data folder). Put it on another disk than the one under test.</source>
        <translation>Pasta para os diários das execuções (padrão: a pasta de dados do DriveProof). Coloque-a em um disco diferente do que está sendo testado.</translation>
    </message>
    <message>
        <source>witness takes no argument, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>witness não aceita argumentos, não &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--listen takes ADDRESS:PORT such as 0.0.0.0:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--listen aceita ADDRESS:PORT, como 0.0.0.0:7070, não &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Pairing code: %1</source>
        <extracomment>%1 the pairing code to type on the writer</extracomment>
        <translation>Código de pareamento: %1</translation>
    </message>
    <message>
        <source>Listening on %1:%2</source>
        <extracomment>%1 host, %2 port</extracomment>
        <translation>Escutando em %1:%2</translation>
    </message>
    <message>
        <source>Journals in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Diários em %1</translation>
    </message>
    <message>
        <source>Witness stopped; every journal is synced.</source>
        <translation>Testemunha parada; todos os diários estão sincronizados.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 4K, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size aceita um tamanho de pelo menos 4K, como 1G ou 256M, não &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>There is no device %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Não existe o dispositivo %1. Execute &apos;driveproof-cli list&apos; para ver as unidades desta máquina.</translation>
    </message>
    <message>
        <source>There is no folder or file %1. Give an existing folder (a temporary test file is made in it), a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>Não existe pasta nem arquivo %1. Informe uma pasta existente (um arquivo de teste temporário é criado nela), um arquivo ou um dispositivo de bloco.</translation>
    </message>
    <message>
        <source>%1 is not a folder, a regular file or a block device (it is a pipe, a socket or a character device). Give a folder, a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>%1 não é uma pasta, um arquivo comum nem um dispositivo de bloco (é um pipe, um socket ou um dispositivo de caractere). Informe uma pasta, um arquivo ou um dispositivo de bloco.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 Nothing was written.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 está em uso: %2 Nada foi gravado.</translation>
    </message>
    <message>
        <source>--output cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>--output não consegue gravar %1: %2.</translation>
    </message>
    <message>
        <source>--only %1 matches no measurement of this test. The keys are the &quot;key&quot; fields of its --json output.</source>
        <extracomment>%1 what the user gave to --only</extracomment>
        <translation>--only %1 não corresponde a nenhuma medição deste teste. As chaves são os campos &quot;key&quot; da saída --json dele.</translation>
    </message>
    <message>
        <source>Write every drive&apos;s findings for Prometheus and other OpenMetrics readers: identity, health, write-cache views, alignment and the latest test results (docs/fleet.md).</source>
        <translation>Escreve os dados de cada unidade para o Prometheus e outros leitores de OpenMetrics: identidade, saúde, visões do cache de gravação, alinhamento e os resultados dos testes mais recentes (docs/fleet.md).</translation>
    </message>
    <message>
        <source>OpenMetrics text, also readable by node_exporter&apos;s textfile collector.</source>
        <translation>Texto OpenMetrics, também legível pelo coletor textfile do node_exporter.</translation>
    </message>
    <message>
        <source>Write to FILE, replacing it atomically, instead of standard output.</source>
        <translation>Escreve em FILE, substituindo-o de forma atômica, em vez da saída padrão.</translation>
    </message>
    <message>
        <source>Export only this drive (a loop device too); may be given more than once.</source>
        <translation>Exporta só esta unidade (também um dispositivo loop); pode ser informado mais de uma vez.</translation>
    </message>
    <message>
        <source>Export loop devices too (left out by default).</source>
        <translation>Exporta também os dispositivos loop (omitidos por padrão).</translation>
    </message>
    <message>
        <source>Read test results from this DriveProof data folder (holding history/ and powerloss/) instead of yours; may be given more than once.</source>
        <translation>Lê os resultados de testes desta pasta de dados do DriveProof (que contém history/ e powerloss/) em vez da sua; pode ser informado mais de uma vez.</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>FOLDER</translation>
    </message>
    <message>
        <source>Read the test results of every user of this machine (needs root).</source>
        <translation>Lê os resultados de testes de todos os usuários desta máquina (requer root).</translation>
    </message>
    <message>
        <source>&apos;export&apos; takes no arguments. Use --device DEVICE for one drive.</source>
        <translation>&apos;export&apos; não aceita argumentos. Use --device DEVICE para uma só unidade.</translation>
    </message>
    <message>
        <source>Choose a format: &apos;driveproof-cli export --openmetrics&apos;.</source>
        <translation>Escolha um formato: &apos;driveproof-cli export --openmetrics&apos;.</translation>
    </message>
    <message>
        <source>--run-id takes a run id in hexadecimal (or its start), such as 3f9a, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--run-id aceita um ID de execução em hexadecimal (ou o início dele), como 3f9a, não &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device, not the folder %1. Name a file in it, e.g. %1/powerloss.img.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target aceita um arquivo (criado se não existir) ou um dispositivo de bloco, não a pasta %1. Informe um arquivo dentro dela, p. ex. %1/powerloss.img.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device; %1 is a pipe, a socket or a character device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target aceita um arquivo (criado se não existir) ou um dispositivo de bloco; %1 é um pipe, um socket ou um dispositivo de caractere.</translation>
    </message>
    <message>
        <source>--target names a file in a folder that does not exist: %1.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target indica um arquivo em uma pasta que não existe: %1.</translation>
    </message>
    <message>
        <source>%1 is a device: the test writes over all of its data. Add --destructive if that is what you want, or name a file.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 é um dispositivo: o teste sobrescreve todos os dados dele. Adicione --destructive se é isso que você quer, ou informe um arquivo.</translation>
    </message>
    <message>
        <source>On the machine under test, type one of these witness addresses:</source>
        <extracomment>Followed by this machine&apos;s addresses (ADDRESS:PORT), one per line, that the person types on the machine under test as the witness address.</extracomment>
        <translation>Na máquina em teste, digite um destes endereços da testemunha:</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>a fact to know before the test: %1 its text</extracomment>
        <translation>Observação: %1</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Conexão</translation>
    </message>
    <message>
        <source>Drive class</source>
        <translation>Tipo de unidade</translation>
    </message>
    <message>
        <source>The result was not kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why the history file could not be written</extracomment>
        <translation>O resultado não foi guardado no histórico da unidade: %1</translation>
    </message>
    <message>
        <source>%1 (%2, %3) looks empty. The capacity test writes over all of it. Go on? [y/N] </source>
        <extracomment>%1 device node, %2 the drive&apos;s model, %3 its size, e.g. &quot;128.0 GB&quot;. The drive has no partition table and no file system. Answer with the word for yes, or y.</extracomment>
        <translation>%1 (%2, %3) parece vazia. O teste de capacidade sobrescreve tudo nela. Continuar? [y/N] </translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Writes records over the whole device, reads them back and tells a genuine drive from a fake one.</source>
        <translation>A unidade é tão grande quanto diz? Grava registros no dispositivo inteiro, relê e distingue uma unidade genuína de uma falsificada.</translation>
    </message>
    <message>
        <source>The drive, e.g. /dev/sdb.</source>
        <translation>A unidade, p. ex. /dev/sdb.</translation>
    </message>
    <message>
        <source>The quick probe: a few thousand records, minutes.</source>
        <translation>A sondagem rápida: alguns milhares de registros, minutos.</translation>
    </message>
    <message>
        <source>The full verify: every block written and read back; resumes where an interrupted run stopped.</source>
        <translation>A verificação completa: cada bloco gravado e relido; retoma de onde uma execução interrompida parou.</translation>
    </message>
    <message>
        <source>Allow the writes without a terminal to ask on: everything on the device is lost.</source>
        <translation>Permitir as gravações sem um terminal para perguntar: tudo no dispositivo é perdido.</translation>
    </message>
    <message>
        <source>Give one device and --quick or --full. Try &apos;driveproof-cli capacity --help&apos;.</source>
        <translation>Informe um dispositivo e --quick ou --full. Tente &apos;driveproof-cli capacity --help&apos;.</translation>
    </message>
    <message>
        <source>The capacity test writes over everything on %1. Add --destructive if that is what you want.</source>
        <extracomment>%1 device node</extracomment>
        <translation>O teste de capacidade sobrescreve tudo em %1. Adicione --destructive se é isso que você quer.</translation>
    </message>
    <message>
        <source>Bad: bytes %1 to %2: %3.</source>
        <extracomment>%1 and %2 byte offsets as numbers, %3 what was found there, e.g. &quot;zeros&quot;</extracomment>
        <translation>Ruim: bytes %1 a %2: %3.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more bad range(s) (see --json).</source>
        <translation>
            <numerusform>… e mais %n intervalo ruim (veja --json).</numerusform>
            <numerusform>… e mais %n intervalos ruins (veja --json).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is empty (no partition table, no file system): it is written to without asking for its name.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 está vazio (sem tabela de partições nem sistema de arquivos): será gravado sem pedir o nome.</translation>
    </message>
    <message>
        <source>%1 has no write cache of its own to switch (a loop, virtio or memory-card device): only the kernel&apos;s view exists. Nothing was changed.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 não tem cache de gravação próprio para alternar (um dispositivo loop, virtio ou cartão de memória): só existe a visão do kernel. Nada foi alterado.</translation>
    </message>
    <message>
        <source>%1 is a loop device over %2: it has no health of its own. Ask the drive that holds that file.</source>
        <extracomment>%1 device node, %2 the file behind it</extracomment>
        <translation>%1 é um dispositivo loop sobre %2: não tem saúde própria. Consulte a unidade que contém esse arquivo.</translation>
    </message>
    <message>
        <source>%1 commits/s</source>
        <extracomment>commits per second</extracomment>
        <translation>%1 commits/s</translation>
    </message>
    <message>
        <source>List the runs kept for one drive, newest first.</source>
        <translation>Lista as execuções guardadas de uma unidade, da mais recente à mais antiga.</translation>
    </message>
    <message>
        <source>&apos;history&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli history /dev/sda&apos;.</source>
        <translation>&apos;history&apos; precisa de exatamente um DEVICE, p. ex. &apos;driveproof-cli history /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>No runs are kept for %1 yet. &apos;driveproof-cli bench quick FOLDER&apos; on one of its file systems makes the first.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Ainda não há execuções guardadas de %1. &apos;driveproof-cli bench quick FOLDER&apos; em um de seus sistemas de arquivos faz a primeira.</translation>
    </message>
    <message>
        <source>DATE</source>
        <translation>DATA</translation>
    </message>
    <message>
        <source>TEST</source>
        <translation>TESTE</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>SETTINGS</source>
        <translation>CONFIGURAÇÕES</translation>
    </message>
    <message>
        <source>SUMMARY</source>
        <translation>RESUMO</translation>
    </message>
    <message>
        <source>Put two runs side by side: the lines they share, B against A.</source>
        <translation>Coloca duas execuções lado a lado: as linhas em comum, B em relação a A.</translation>
    </message>
    <message>
        <source>A run&apos;s id (the first 8 characters are enough) or its result file; twice.</source>
        <translation>O id de uma execução (bastam os 8 primeiros caracteres) ou seu arquivo de resultado; duas vezes.</translation>
    </message>
    <message>
        <source>&apos;compare&apos; needs two runs, e.g. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; lists their ids.</source>
        <translation>&apos;compare&apos; precisa de duas execuções, p. ex. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; lista os ids.</translation>
    </message>
    <message>
        <source>MEASUREMENT</source>
        <translation>MEDIÇÃO</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>B ÷ A</source>
        <translation>B ÷ A</translation>
    </message>
    <message>
        <source>A: %1 %2 · %3</source>
        <extracomment>%1 the run&apos;s id, %2 its test, %3 its settings</extracomment>
        <translation>A: %1 %2 · %3</translation>
    </message>
    <message>
        <source>B: %1 %2 · %3</source>
        <translation>B: %1 %2 · %3</translation>
    </message>
    <message>
        <source>Not alike: %1</source>
        <extracomment>a difference between two compared runs; %1 the sentence</extracomment>
        <translation>Não equivalentes: %1</translation>
    </message>
    <message>
        <source>The two runs have no measurement in common: nothing to compare. Compare two runs of the same test.</source>
        <translation>As duas execuções não têm nenhuma medição em comum: nada a comparar. Compare duas execuções do mesmo teste.</translation>
    </message>
    <message>
        <source>empty: no partition table, no file system</source>
        <translation>vazio: sem tabela de partições, sem sistema de arquivos</translation>
    </message>
    <message>
        <source>data (%1)</source>
        <extracomment>%1 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>dados (%1)</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <extracomment>%1 why the drive could not be read (a sentence)</extracomment>
        <translation>desconhecido: %1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Conteúdo</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>a entrada padrão</translation>
    </message>
    <message>
        <source>Cannot read the pairing code from %1: %2</source>
        <extracomment>%1 a file or &quot;standard input&quot;, %2 the system&apos;s error text</extracomment>
        <translation>Não é possível ler o código de pareamento de %1: %2</translation>
    </message>
    <message>
        <source>Pairing code (as the witness shows it): </source>
        <translation>Código de pareamento (como a testemunha o mostra): </translation>
    </message>
    <message>
        <source>That is not a pairing code: type the 12 characters the witness shows, such as K7QD-M2XF-9HBT.</source>
        <translation>Isso não é um código de pareamento: digite os 12 caracteres que a testemunha mostra, como K7QD-M2XF-9HBT.</translation>
    </message>
    <message>
        <source>--pairing is no longer accepted: every user of this machine can read the command line. Type the code when asked, or use --pairing-file FILE.</source>
        <translation>--pairing não é mais aceito: qualquer usuário desta máquina pode ler a linha de comando. Digite o código quando for pedido ou use --pairing-file FILE.</translation>
    </message>
    <message>
        <source>Read the pairing code the witness shows from FILE (&apos;-&apos;: standard input). Without it, run asks for the code.</source>
        <translation>Ler o código de pareamento que a testemunha mostra de FILE (&apos;-&apos;: entrada padrão). Sem esta opção, run pede o código.</translation>
    </message>
    <message>
        <source>run needs the witness: --witness HOST:PORT as &apos;driveproof-cli witness&apos; shows it, and its pairing code (asked for, or --pairing-file FILE).</source>
        <translation>run precisa da testemunha: --witness HOST:PORT como &apos;driveproof-cli witness&apos; o mostra, e o código de pareamento dela (pedido, ou --pairing-file FILE).</translation>
    </message>
    <message>
        <source>Use the pairing code in FILE (&apos;-&apos;: standard input) instead of a random one.</source>
        <translation>Usar o código de pareamento em FILE (&apos;-&apos;: entrada padrão) em vez de um aleatório.</translation>
    </message>
    <message>
        <source>The drive&apos;s records could not be read (an older helper, or a drive that keeps none).</source>
        <translation>Não foi possível ler os registros da unidade (um auxiliar mais antigo, ou uma unidade que não os guarda).</translation>
    </message>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>É nova? %1</translation>
    </message>
    <message>
        <source>Also show every record the drive keeps: each SMART attribute or NVMe health log field, the self-test log and the error log count.</source>
        <translation>Mostrar também todos os registros que a unidade guarda: cada atributo SMART ou campo do log de saúde NVMe, o log de autotestes e o número de erros registrados.</translation>
    </message>
    <message>
        <source>Remember the endurance the maker rates this drive&apos;s model for, in terabytes written (TBW), and compare the data written with it from now on.</source>
        <translation>Lembrar a resistência que o fabricante indica para o modelo desta unidade, em terabytes gravados (TBW), e comparar os dados gravados com ela daqui em diante.</translation>
    </message>
    <message>
        <source>--rated-tbw takes terabytes written, e.g. 600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--rated-tbw precisa de terabytes gravados, por ex. 600, não &apos;%1&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>cerca de %n minuto</numerusform>
            <numerusform>cerca de %n minutos</numerusform>
        </translation>
    </message>
    <message>
        <source>Self-tests</source>
        <translation>Autotestes</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>oferecidos</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>não oferecidos</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Agora</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <translation>em andamento, %1% concluído</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <translation>nenhum autoteste em andamento</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>Último resultado</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Teste curto</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Teste estendido</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Teste de transporte</translation>
    </message>
    <message>
        <source>Self-test on %1: %2% done</source>
        <extracomment>%1 device path, %2 percent done</extracomment>
        <translation>Autoteste em %1: %2% concluído</translation>
    </message>
    <message>
        <source>Stopped following. The drive goes on testing; &apos;driveproof-cli selftest %1 abort&apos; stops it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Acompanhamento encerrado. A unidade continua testando; &apos;driveproof-cli selftest %1 abort&apos; interrompe o teste.</translation>
    </message>
    <message>
        <source>Start, stop or follow the drive&apos;s own self-test. The drive runs it and keeps the result in its self-test log (&apos;health DEVICE --all&apos; shows it).</source>
        <translation>Iniciar, interromper ou acompanhar o autoteste próprio da unidade. A unidade o executa e guarda o resultado no seu log de autotestes (&apos;health DEVICE --all&apos; o mostra).</translation>
    </message>
    <message>
        <source>short, extended, conveyance (ATA), abort or status.</source>
        <translation>short, extended, conveyance (ATA), abort ou status.</translation>
    </message>
    <message>
        <source>Follow the running test until it ends; the exit status is 1 when it failed.</source>
        <translation>Acompanhar o teste em andamento até o fim; o código de saída é 1 se ele falhou.</translation>
    </message>
    <message>
        <source>&apos;selftest&apos; needs a DEVICE and an ACTION, e.g. &apos;driveproof-cli selftest /dev/sda short&apos;.</source>
        <translation>&apos;selftest&apos; precisa de um DEVICE e de uma ACTION, por ex. &apos;driveproof-cli selftest /dev/sda short&apos;.</translation>
    </message>
    <message>
        <source>Unknown self-test action &apos;%1&apos;: use short, extended, conveyance, abort or status.</source>
        <extracomment>%1 the action the user gave</extracomment>
        <translation>Ação de autoteste desconhecida &apos;%1&apos;: use short, extended, conveyance, abort ou status.</translation>
    </message>
    <message>
        <source>%1: no partition table, logical sector %2 bytes, physical sector %3 bytes, optimal I/O size %4, alignment offset %5 bytes.</source>
        <extracomment>%1 device or image, %2 and %3 sector sizes in bytes, %4 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %5 alignment offset in bytes</extracomment>
        <translation>%1: sem tabela de partições, setor lógico de %2 bytes, setor físico de %3 bytes, tamanho ótimo de E/S %4, deslocamento de alinhamento de %5 bytes.</translation>
    </message>
    <message>
        <source>The self-test&apos;s result could not be kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>Não foi possível guardar o resultado do autoteste no histórico da unidade: %1</translation>
    </message>
    <message>
        <source>LBA format</source>
        <extracomment>column titles of the table of NVMe LBA formats</extracomment>
        <translation>Formato LBA</translation>
    </message>
    <message>
        <source>Sector</source>
        <translation>Setor</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>Em uso</translation>
    </message>
    <message>
        <source>Usage: driveproof-cli COMMAND [options]

Tells the truth about a drive.

Commands:
  list          list drives with identity, topology and write-cache view
  info DEVICE   everything known about one drive
  align TARGET  check partition alignment of a drive or a disk image
  cache DEVICE  the drive&apos;s write cache and the kernel&apos;s view; --set on|off
  health DEVICE the drive&apos;s health: verdict, temperature, hours, shutdowns
  selftest DEVICE short|extended|abort|status  the drive&apos;s own self-test
  bench FAMILY [TARGET]  measure: quick, commit, throughput, random, sweeps...
  history DEVICE  the runs kept for a drive, newest first
  compare RUN RUN  two runs side by side, and what makes them not alike
  powerloss prepare|run|verify|practice  the power-loss test (plug pull)
  witness       be the second machine of a power-loss test
  export --openmetrics  every drive&apos;s findings for Prometheus (fleets)
  capacity DEVICE --quick|--full  is the drive as big as it says (fakes)
  trim TARGET   whether TRIM reaches the drive through every layer

Options:
  -h, --help     show this help; &apos;driveproof-cli COMMAND --help&apos; for a command
  -v, --version  show the version
  --language LANG
                 speak LANG, e.g. de, pt_BR or zh_TW, instead of the system&apos;s
                 language; works with every command
</source>
        <translation>Uso: driveproof-cli COMMAND [opções]

Diz a verdade sobre uma unidade.

Comandos:
  list          lista as unidades com identidade, topologia e visão do cache de gravação
  info DEVICE   tudo o que se sabe sobre uma unidade
  align TARGET  verifica o alinhamento das partições de uma unidade ou imagem de disco
  cache DEVICE  o cache de gravação da unidade e a visão do kernel; --set on|off
  health DEVICE a saúde da unidade: veredito, temperatura, horas, desligamentos
  selftest DEVICE short|extended|abort|status  o autoteste próprio da unidade
  bench FAMILY [TARGET]  mede: quick, commit, throughput, random, sweeps...
  history DEVICE  as execuções guardadas de uma unidade, da mais recente
  compare RUN RUN  duas execuções lado a lado, e no que diferem
  powerloss prepare|run|verify|practice  o teste de queda de energia (puxar o cabo)
  witness       atua como a segunda máquina de um teste de queda de energia
  export --openmetrics  os dados de cada unidade para o Prometheus (frotas)
  capacity DISPOSITIVO --quick|--full  a unidade é tão grande quanto diz (falsificações)
  trim TARGET   se o TRIM chega à unidade por todas as camadas

Opções:
  -h, --help     mostra esta ajuda; &apos;driveproof-cli COMMAND --help&apos; para um comando
  -v, --version  mostra a versão
  --language LANG
                 usa o idioma LANG, p. ex. de, pt_BR ou zh_TW, em vez do
                 idioma do sistema; funciona com todos os comandos
</translation>
    </message>
    <message>
        <source>yes, down to the drive</source>
        <translation>sim, até a unidade</translation>
    </message>
    <message>
        <source>down to a loop device&apos;s backing file</source>
        <translation>até o arquivo de apoio de um dispositivo loop</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>não: uma camada o descarta</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>não: a unidade não o aceita</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>ativado</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>desativado</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>mascarado</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>não instalado</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (o systemd não está em execução)</translation>
    </message>
    <message>
        <source>From %1: %2</source>
        <extracomment>%1 a device, %2 whether TRIM gets through</extracomment>
        <translation>De %1: %2</translation>
    </message>
    <message>
        <source>From %1 (mounted on %2): %3</source>
        <extracomment>%1 a device, %2 its mount points, %3 whether TRIM gets through</extracomment>
        <translation>De %1 (montado em %2): %3</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Camada</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Discard granularity</source>
        <translation>Granularidade de discard</translation>
    </message>
    <message>
        <source>Largest discard</source>
        <translation>Maior discard</translation>
    </message>
    <message>
        <source>Passes TRIM</source>
        <translation>Deixa passar TRIM</translation>
    </message>
    <message>
        <source>Say whether TRIM reaches the drive through every layer (partition, dm-crypt, LVM, md, loop, USB), whether fstrim.timer runs and which file systems are mounted with discard.</source>
        <translation>Diz se o TRIM chega à unidade por todas as camadas (partição, dm-crypt, LVM, md, loop, USB), se o fstrim.timer está ativo e quais sistemas de arquivos estão montados com discard.</translation>
    </message>
    <message>
        <source>A drive, a partition, a dm, md or loop device, or a folder, e.g. /dev/sda or /home.</source>
        <translation>Uma unidade, uma partição, um dispositivo dm, md ou loop, ou uma pasta, por exemplo /dev/sda ou /home.</translation>
    </message>
    <message>
        <source>&apos;trim&apos; needs exactly one TARGET, e.g. &apos;driveproof-cli trim /dev/sda&apos;.</source>
        <translation>&apos;trim&apos; precisa de exatamente um TARGET, por exemplo &apos;driveproof-cli trim /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>TRIM from %1: %2</source>
        <extracomment>%1 the drive or folder asked about, %2 whether TRIM gets through</extracomment>
        <translation>TRIM de %1: %2</translation>
    </message>
    <message>
        <source>fstrim.timer: %1</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>fstrim.timer: %1</translation>
    </message>
    <message>
        <source>Judge a report instead of a drive: the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos; saved in FILE (&apos;-&apos;: standard input).</source>
        <translation>Avaliar um relatório em vez de uma unidade: a saída de &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; ou &apos;nvme smart-log -o json&apos; salva em FILE (&apos;-&apos;: entrada padrão).</translation>
    </message>
    <message>
        <source>With --report of nvme smart-log: the output of &apos;nvme id-ctrl -o json&apos; for the model, serial and firmware.</source>
        <translation>Com --report de nvme smart-log: a saída de &apos;nvme id-ctrl -o json&apos; para o modelo, o número de série e o firmware.</translation>
    </message>
    <message>
        <source>&apos;health --report FILE&apos; takes no DEVICE and no --rated-tbw.</source>
        <translation>&apos;health --report FILE&apos; não aceita DEVICE nem --rated-tbw.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Device</name>
    <message>
        <source>No block device named %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <translation>Nenhum dispositivo de bloco chamado %1. Execute &apos;driveproof-cli list&apos; para ver as unidades desta máquina.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read. Check that the drive is still connected.</source>
        <translation>%1 desapareceu enquanto era lido. Verifique se a unidade ainda está conectada.</translation>
    </message>
    <message>
        <source>%1 could not be opened even as root (%2): the system blocks access to it (a container or a security policy), so only what sysfs reports is shown.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>Não foi possível abrir %1 nem mesmo como root (%2): o sistema bloqueia o acesso (um contêiner ou uma política de segurança), então só é mostrado o que o sysfs informa.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): only what sysfs reports is shown. Run as root or through the DriveProof helper for more.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>Não foi possível abrir %1 (%2): só é mostrado o que o sysfs informa. Execute como root ou por meio do auxiliar do DriveProof para ver mais.</translation>
    </message>
    <message>
        <source>device node</source>
        <translation>nó de dispositivo</translation>
    </message>
    <message>
        <source>not reported by this %1 device through sysfs</source>
        <translation>não informado por este dispositivo %1 via sysfs</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconhecido</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modelo</translation>
    </message>
    <message>
        <source>serial number</source>
        <translation>número de série</translation>
    </message>
    <message>
        <source>firmware revision</source>
        <translation>revisão do firmware</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>rotation rate</source>
        <translation>velocidade de rotação</translation>
    </message>
    <message>
        <source>%1 is mounted on %2.</source>
        <extracomment>%1 device path, %2 list of mount points</extracomment>
        <translation>%1 está montado em %2.</translation>
    </message>
    <message>
        <source>%1 is in use as swap space.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 está em uso como espaço de troca (swap).</translation>
    </message>
    <message numerus="yes">
        <source>%1 (And %n more.)</source>
        <extracomment>%1 a sentence saying what uses a device, %n how many other users there are</extracomment>
        <translation>
            <numerusform>%1 (E mais %n.)</numerusform>
            <numerusform>%1 (E mais %n.)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 backs the loop device %2.</source>
        <extracomment>a loop device reads and writes its data on this device. %1 device path, %2 loop device path</extracomment>
        <translation>%1 contém os dados do dispositivo loop %2.</translation>
    </message>
    <message>
        <source>%1 is part of %2.</source>
        <extracomment>%1 device path, %2 a device built on it (device-mapper, RAID, bcache)</extracomment>
        <translation>%1 faz parte de %2.</translation>
    </message>
    <message>
        <source>%1 has the partition %2.</source>
        <extracomment>%1 disk path, %2 partition path</extracomment>
        <translation>%1 tem a partição %2.</translation>
    </message>
    <message>
        <source>There is no %1. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 não existe. Informe um dispositivo como /dev/sda (veja &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>%1 is a folder or a file, not a block device. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 é uma pasta ou um arquivo, não um dispositivo de bloco. Informe um dispositivo como /dev/sda (veja &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>Could not read %1 to see what it holds: %2.</source>
        <extracomment>%1 device or file path, %2 the system&apos;s reason</extracomment>
        <translation>Não foi possível ler %1 para ver o que ele contém: %2.</translation>
    </message>
    <message>
        <source>Could not read the start and end of %1 to see what it holds.</source>
        <extracomment>%1 device or file path</extracomment>
        <translation>Não foi possível ler o início e o fim de %1 para ver o que ele contém.</translation>
    </message>
    <message>
        <source>udev has no record of device %1, and it could not be read directly (run as root, or start udev).</source>
        <extracomment>%1 device numbers like 8:0</extracomment>
        <translation>O udev não tem registro do dispositivo %1, e não foi possível lê-lo diretamente (execute como root ou inicie o udev).</translation>
    </message>
</context>
<context>
    <name>DriveProof::DriveReport</name>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3.</source>
        <extracomment>%1 file name, %2 the JSON parser&apos;s words, %3 the byte offset</extracomment>
        <translation>%1 não é JSON válido: %2 no byte %3.</translation>
    </message>
    <message>
        <source>%1 is larger than any drive report (%2 at most). Give the output of smartctl -x or nvme smart-log, not a disk image.</source>
        <extracomment>%1 file name, %2 a size (&quot;4 MiB&quot;)</extracomment>
        <translation>%1 é maior que qualquer relatório de unidade (no máximo %2). Informe a saída de smartctl -x ou nvme smart-log, não uma imagem de disco.</translation>
    </message>
    <message>
        <source>%1 is no drive report DriveProof can read: give the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos;.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 não é um relatório de unidade que o DriveProof consiga ler: informe a saída de &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; ou &apos;nvme smart-log -o json&apos;.</translation>
    </message>
    <message>
        <source>%1 is a report of a SAS or SCSI drive: DriveProof judges reports of ATA (SATA) and NVMe drives.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 é o relatório de uma unidade SAS ou SCSI: o DriveProof avalia relatórios de unidades ATA (SATA) e NVMe.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2.</source>
        <extracomment>%1 file name, %2 drive model</extracomment>
        <translation>Do relatório %1, não da própria unidade: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2, serial %3.</source>
        <extracomment>%1 file name, %2 drive model, %3 serial number</extracomment>
        <translation>Do relatório %1, não da própria unidade: %2, número de série %3.</translation>
    </message>
    <message>
        <source>%1, line %2: more than 30 SMART attributes, which no drive has.</source>
        <extracomment>%1 file name, %2 line number</extracomment>
        <translation>%1, linha %2: mais de 30 atributos SMART, o que nenhuma unidade tem.</translation>
    </message>
    <message>
        <source>Could not read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Não foi possível ler %1: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself.</source>
        <extracomment>%1 file name (a report that names no drive, e.g. smartctl -l farm)</extracomment>
        <translation>Do relatório %1, não da própria unidade.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Flash</name>
    <message>
        <source>TRIM from %1 reaches the drive %2 through every layer.</source>
        <extracomment>%1 the device in use (e.g. /dev/mapper/vg-home), %2 the drive</extracomment>
        <translation>O TRIM de %1 chega à unidade %2 por todas as camadas.</translation>
    </message>
    <message>
        <source>The drive %1 takes TRIM.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>A unidade %1 aceita TRIM.</translation>
    </message>
    <message>
        <source>TRIM from %1 reaches the loop device %2, which frees the space in its backing file %3. The drive under that file gets it only from its own file system (mounted with discard, or fstrim).</source>
        <extracomment>%1 the device in use, %2 a loop device, %3 its backing file</extracomment>
        <translation>O TRIM de %1 chega ao dispositivo loop %2, que libera o espaço no seu arquivo de apoio %3. A unidade sob esse arquivo só o recebe do próprio sistema de arquivos dela (montado com discard, ou fstrim).</translation>
    </message>
    <message>
        <source>The dm-crypt volume %1 drops discards, so TRIM from %2 never reaches the drive. Open it with --allow-discards (or the discard option in /etc/crypttab); an observer of the raw drive then sees which blocks are free.</source>
        <extracomment>%1 a dm-crypt volume, %2 the device in use</extracomment>
        <translation>O volume dm-crypt %1 descarta os discards, então o TRIM de %2 nunca chega à unidade. Abra-o com --allow-discards (ou a opção discard em /etc/crypttab); quem observar a unidade bruta verá então quais blocos estão livres.</translation>
    </message>
    <message>
        <source>%1 drops discards, so TRIM from %2 stops there and never reaches the drive.</source>
        <extracomment>%1 the layer (e.g. /dev/md0), %2 the device in use</extracomment>
        <translation>%1 descarta os discards, então o TRIM de %2 para ali e nunca chega à unidade.</translation>
    </message>
    <message>
        <source>The kernel shows no discard limits for %1, so whether TRIM passes it is unknown.</source>
        <extracomment>%1 a device</extracomment>
        <translation>O kernel não mostra limites de discard para %1, então não se sabe se o TRIM passa por ali.</translation>
    </message>
    <message>
        <source>%1 is a hard disk: it takes no TRIM and needs none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 é um disco rígido: não aceita TRIM e não precisa dele.</translation>
    </message>
    <message>
        <source>%1 is attached through usb-storage (Bulk-Only Transport), which passes no TRIM. In a UAS enclosure or on a UAS port it may.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 está conectado via usb-storage (Bulk-Only Transport), que não repassa TRIM. Num gabinete UAS ou numa porta UAS, pode repassar.</translation>
    </message>
    <message>
        <source>%1 is attached through UAS, but its bridge announces no TRIM, so the kernel sends none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 está conectado via UAS, mas a sua ponte não anuncia TRIM, então o kernel não envia nenhum.</translation>
    </message>
    <message>
        <source>%1 does not take TRIM (the kernel&apos;s discard_max_bytes is 0).</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 não aceita TRIM (o discard_max_bytes do kernel é 0).</translation>
    </message>
    <message>
        <source>No file system on %1 is mounted. TRIM comes from a mounted file system (fstrim or the discard option), or from blkdiscard, which erases everything.</source>
        <extracomment>%1 the device asked about</extracomment>
        <translation>Nenhum sistema de arquivos de %1 está montado. O TRIM vem de um sistema de arquivos montado (fstrim ou a opção discard) ou do blkdiscard, que apaga tudo.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard: every delete is trimmed at once, which slows deletes on some drives. The weekly fstrim.timer is the usual choice.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 está montado com discard: cada exclusão recebe TRIM na hora, o que deixa as exclusões mais lentas em algumas unidades. O fstrim.timer semanal é a escolha habitual.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard=async: freed space is trimmed in batches.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 está montado com discard=async: o espaço liberado recebe TRIM em lotes.</translation>
    </message>
    <message>
        <source>%1 is trimmed once a week by fstrim.timer.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 recebe TRIM uma vez por semana do fstrim.timer.</translation>
    </message>
    <message>
        <source>%1 is neither mounted with discard nor trimmed by fstrim.timer, so the drive never learns which blocks are free. Run &apos;sudo systemctl enable --now fstrim.timer&apos;.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 não está montado com discard nem recebe TRIM do fstrim.timer, então a unidade nunca sabe quais blocos estão livres. Execute &apos;sudo systemctl enable --now fstrim.timer&apos;.</translation>
    </message>
    <message>
        <source>systemd is not running here, so fstrim.timer trims nothing. Run &apos;fstrim -a&apos; from cron, or mount with discard.</source>
        <translation>O systemd não está em execução aqui, então o fstrim.timer não faz TRIM de nada. Execute &apos;fstrim -a&apos; pelo cron ou monte com discard.</translation>
    </message>
    <message>
        <source>%1 is not on a block device that DriveProof can see in sysfs. Give a drive, a partition or a folder on one.</source>
        <extracomment>%1 a path the user gave</extracomment>
        <translation>%1 não está num dispositivo de blocos que o DriveProof veja no sysfs. Indique uma unidade, uma partição ou uma pasta nela.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <extracomment>%1 a path the user gave, %2 the system&apos;s error text</extracomment>
        <translation>Não é possível ler %1: %2.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui</name>
    <message>
        <source>unknown</source>
        <translation>desconhecido</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count, e.g. &quot;500,107,862,016&quot;</extracomment>
        <translation>%1 (%2 bytes)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <extracomment>a size in bytes, e.g. &quot;4,096 bytes&quot;; %Ln is the number with digit grouping</extracomment>
        <translation>
            <numerusform>%Ln byte</numerusform>
            <numerusform>%Ln bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <source>loop device</source>
        <translation>dispositivo loop</translation>
    </message>
    <message>
        <source>backed by a file</source>
        <translation>baseado em um arquivo</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>estado sólido</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <extracomment>disk rotation speed; %1 is the number, e.g. &quot;7,200&quot;</extracomment>
        <translation>%1 rpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>rotacional</translation>
    </message>
    <message>
        <source>Not reported for this device.</source>
        <translation>Não informado para este dispositivo.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage; %1 the number, e.g. &quot;97&quot;</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>disco rígido</translation>
    </message>
    <message>
        <source>solid-state drive</source>
        <translation>unidade de estado sólido</translation>
    </message>
    <message>
        <source>NVMe solid-state drive</source>
        <translation>unidade de estado sólido NVMe</translation>
    </message>
    <message>
        <source>USB drive</source>
        <translation>unidade USB</translation>
    </message>
    <message>
        <source>loop device (a file used as a drive)</source>
        <translation>dispositivo loop (um arquivo usado como unidade)</translation>
    </message>
    <message>
        <source>drive</source>
        <translation>unidade</translation>
    </message>
    <message>
        <source>Tells the truth about a drive.</source>
        <translation>Diz a verdade sobre uma unidade.</translation>
    </message>
    <message>
        <source>Show this drive first, e.g. /dev/sda.</source>
        <translation>Mostra esta unidade primeiro, por exemplo /dev/sda.</translation>
    </message>
    <message>
        <source>Save a picture of the window to this PNG file once everything is read, then quit.</source>
        <translation>Salva uma imagem da janela neste arquivo PNG quando tudo tiver sido lido e depois sai.</translation>
    </message>
    <message>
        <source>You were not allowed to read the write cache setting of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Você não teve permissão para ler a configuração do cache de gravação de %1. Tente de novo e autentique-se quando solicitado, ou peça a um administrador.</translation>
    </message>
    <message>
        <source>You were not allowed to switch the write cache of %1, so nothing was changed. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Você não teve permissão para alterar o cache de gravação de %1, então nada foi alterado. Tente de novo e autentique-se quando solicitado, ou peça a um administrador.</translation>
    </message>
    <message>
        <source>You were not allowed to read the health of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Você não teve permissão para ler a saúde de %1. Tente de novo e autentique-se quando solicitado, ou peça a um administrador.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed, so DriveProof cannot ask the drive while it runs as you. Install the DriveProof package, or run DriveProof as root.</source>
        <translation>O auxiliar do DriveProof não está instalado, então o DriveProof não consegue consultar a unidade enquanto é executado com o seu usuário. Instale o pacote do DriveProof ou execute o DriveProof como root.</translation>
    </message>
    <message>
        <source>The system bus does not let DriveProof reach its helper: the helper&apos;s D-Bus policy is missing. Reinstall the DriveProof package, or run DriveProof as root.</source>
        <translation>O barramento do sistema não deixa o DriveProof chegar ao seu auxiliar: falta a política D-Bus do auxiliar. Reinstale o pacote do DriveProof ou execute o DriveProof como root.</translation>
    </message>
    <message>
        <source>There is no system bus, so DriveProof cannot reach its helper. Start the D-Bus system service, or run DriveProof as root.</source>
        <translation>Não há barramento do sistema, então o DriveProof não consegue chegar ao seu auxiliar. Inicie o serviço de sistema D-Bus ou execute o DriveProof como root.</translation>
    </message>
    <message>
        <source>The request for %1 failed: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>A solicitação para %1 falhou: %2.</translation>
    </message>
    <message>
        <source>Starts on a physical-sector boundary.</source>
        <translation>Começa em um limite de setor físico.</translation>
    </message>
    <message>
        <source>Starts %1 bytes past a physical-sector boundary.</source>
        <extracomment>%1 a number of bytes, e.g. &quot;512&quot;</extracomment>
        <translation>Começa %1 bytes depois de um limite de setor físico.</translation>
    </message>
    <message>
        <source>Starts on a 1 MiB boundary.</source>
        <translation>Começa em um limite de 1 MiB.</translation>
    </message>
    <message>
        <source>Does not start on a 1 MiB boundary.</source>
        <translation>Não começa em um limite de 1 MiB.</translation>
    </message>
    <message>
        <source>Does not start on a multiple of the drive&apos;s optimal I/O size.</source>
        <translation>Não começa em um múltiplo do tamanho ótimo de E/S da unidade.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>não montado</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>não verificado</translation>
    </message>
    <message>
        <source>write back: the kernel sends flushes</source>
        <translation>gravação diferida (write back): o kernel envia comandos de flush</translation>
    </message>
    <message>
        <source>write through: the kernel sends no flushes</source>
        <translation>gravação direta (write through): o kernel não envia comandos de flush</translation>
    </message>
    <message>
        <source>Open the Preferences dialog at start.</source>
        <translation>Abre a janela de Preferências ao iniciar.</translation>
    </message>
    <message>
        <source>Open the About dialog at start.</source>
        <translation>Abre a janela Sobre ao iniciar.</translation>
    </message>
    <message>
        <source>Run this test (quick, random, commit, ...) in the window without clicks, write the result (--json-out) and quit; for benchmark scripts.</source>
        <translation>Executa este teste (quick, random, commit, ...) na janela sem cliques, grava o resultado (--json-out) e sai; para scripts de benchmark.</translation>
    </message>
    <message>
        <source>With --run-test: only these measurements, separated by commas, e.g. rnd4kq32t1.read.</source>
        <translation>Com --run-test: só estas medições, separadas por vírgulas, por exemplo rnd4kq32t1.read.</translation>
    </message>
    <message>
        <source>With --run-test: the folder (or file) to test in.</source>
        <translation>Com --run-test: a pasta (ou o arquivo) onde testar.</translation>
    </message>
    <message>
        <source>With --run-test: the test size, e.g. 1G or 256M.</source>
        <translation>Com --run-test: o tamanho do teste, por exemplo 1G ou 256M.</translation>
    </message>
    <message>
        <source>With --run-test: seconds per measurement (default: 5).</source>
        <translation>Com --run-test: segundos por medição (padrão: 5).</translation>
    </message>
    <message>
        <source>With --run-test: write the result as JSON to this file.</source>
        <translation>Com --run-test: grava o resultado como JSON neste arquivo.</translation>
    </message>
    <message>
        <source>--duration needs a number of seconds</source>
        <translation>--duration precisa de um número de segundos</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;, as chosen in Preferences)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;</source>
        <extracomment>%1 what the user typed after --run-test</extracomment>
        <translation>teste desconhecido &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--run-test needs --target, an existing folder or file</source>
        <translation>--run-test precisa de --target, uma pasta ou um arquivo existente</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size, e.g. 1G or 256M</source>
        <extracomment>%1 what the user typed after --size</extracomment>
        <translation>&apos;%1&apos; não é um tamanho (por exemplo 1G ou 256M)</translation>
    </message>
    <message>
        <source>Verify the power-loss tests that wait for it (after the power cut); the autostart entry of a pending test runs this.</source>
        <translation>Verifica os testes de queda de energia que aguardam verificação (depois do corte de energia); a entrada de início automático de um teste pendente executa isto.</translation>
    </message>
    <message>
        <source>Open the power-loss test at start.</source>
        <translation>Abre o teste de queda de energia ao iniciar.</translation>
    </message>
    <message>
        <source>Open the power-loss witness page at start.</source>
        <translation>Abre a página da testemunha de queda de energia ao iniciar.</translation>
    </message>
    <message>
        <source>Open this drive report (smartctl -x, smartctl --json or nvme smart-log -o json) at start.</source>
        <translation>Abre este relatório de unidade (smartctl -x, smartctl --json ou nvme smart-log -o json) ao iniciar.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::AboutDialog</name>
    <message>
        <source>About DriveProof</source>
        <translation>Sobre o DriveProof</translation>
    </message>
    <message>
        <source>DriveProof %1</source>
        <extracomment>%1 DriveProof&apos;s version, e.g. &quot;0.1.0&quot;</extracomment>
        <translation>DriveProof %1</translation>
    </message>
    <message>
        <source>Tells you the truth about a drive: what it is, whether its partitions are aligned, whether its write cache is on, how fast it commits, streams and seeks, and whether it keeps the writes it acknowledged.</source>
        <translation>Diz a verdade sobre uma unidade: o que ela é, se as partições estão alinhadas, se o cache de gravação está ativado, a rapidez com que faz commits, transfere dados sequenciais e acessa dados aleatórios, e se ela mantém as gravações que confirmou.</translation>
    </message>
    <message>
        <source>What DriveProof does</source>
        <translation>O que o DriveProof faz</translation>
    </message>
    <message>
        <source>Qt %1 · kernel %2 %3</source>
        <extracomment>%1 the Qt version it runs on, %2 the kernel&apos;s name (&quot;linux&quot;), %3 its version</extracomment>
        <translation>Qt %1 · kernel %2 %3</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versões</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). It comes with no warranty.</source>
        <extracomment>rich text; keep the link. GPL-3.0-or-later is the licence&apos;s SPDX name</extracomment>
        <translation>Software livre sob a GNU General Public License, versão 3 ou qualquer versão posterior (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). É fornecido sem nenhuma garantia.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licença</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityButton</name>
    <message>
        <source>Check &amp;capacity…</source>
        <translation>Verificar &amp;capacidade…</translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Finds fake drives.</source>
        <translation>A unidade é tão grande quanto diz? Encontra unidades falsificadas.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityDialog</name>
    <message>
        <source>Check capacity: %1</source>
        <extracomment>dialog title; %1 the drive&apos;s model or device node</extracomment>
        <translation>Verificar capacidade: %1</translation>
    </message>
    <message>
        <source>Is %1 really %2? The check writes records across the whole drive, reads them back and tells a genuine drive from a fake one.</source>
        <extracomment>%1 the drive&apos;s model, %2 its size as it claims it, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>%1 tem mesmo %2? A verificação grava registros na unidade inteira, relê e distingue uma unidade genuína de uma falsificada.</translation>
    </message>
    <message>
        <source>&amp;Quick probe: a few thousand records, minutes</source>
        <translation>Sondagem &amp;rápida: alguns milhares de registros, minutos</translation>
    </message>
    <message>
        <source>&amp;Full verify: every block, hours on a large drive</source>
        <translation>Verificação &amp;completa: cada bloco, horas numa unidade grande</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Iniciar</translation>
    </message>
    <message>
        <source>Everything on %1 (%2) is lost: every partition, every file.</source>
        <extracomment>%1 device node, %2 the drive&apos;s model</extracomment>
        <translation>Tudo em %1 (%2) é perdido: cada partição, cada arquivo.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>Check capacity</source>
        <translation>Verificar capacidade</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>a line of the full verify&apos;s chart: the rate while writing</extracomment>
        <translation>Gravação</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Leitura</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Card</name>
    <message>
        <source>%1:</source>
        <extracomment>label of a row in a card; %1 the row&apos;s name, e.g. &quot;Model&quot;</extracomment>
        <translation>%1:</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::ChartPanel</name>
    <message>
        <source>&amp;Copy image</source>
        <translation>&amp;Copiar imagem</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CommitChart</name>
    <message>
        <source>Commits per second, by method</source>
        <translation>Commits por segundo, por método</translation>
    </message>
    <message>
        <source>Commits per second (logarithmic)</source>
        <translation>Commits por segundo (logarítmico)</translation>
    </message>
    <message>
        <source>Durable, write cache as it was</source>
        <translation>Duráveis, cache de gravação como estava</translation>
    </message>
    <message>
        <source>Durable commits</source>
        <translation>Commits duráveis</translation>
    </message>
    <message>
        <source>Durable, write cache off</source>
        <translation>Duráveis, cache de gravação desativado</translation>
    </message>
    <message>
        <source>Not durable (baseline for comparison)</source>
        <translation>Não duráveis (referência para comparação)</translation>
    </message>
    <message>
        <source>%1 rpm: about %2 commits/s at most when each waits for the platter</source>
        <extracomment>legend of a line on the commit chart; %1 rotation rate, %2 commits per second</extracomment>
        <translation>%1 rpm: no máximo cerca de %2 commits/s quando cada um espera pelo prato</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CompareChart</name>
    <message>
        <source>A (older)</source>
        <translation>A (mais antiga)</translation>
    </message>
    <message>
        <source>B (newer)</source>
        <translation>B (mais recente)</translation>
    </message>
    <message>
        <source>The two runs side by side</source>
        <translation>As duas execuções lado a lado</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Commits/s</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CutTimelineChart</name>
    <message>
        <source>Acknowledged writes before the power cut</source>
        <translation>Gravações confirmadas antes do corte de energia</translation>
    </message>
    <message>
        <source>Seconds before the cut</source>
        <extracomment>axis of a chart: time before the moment the power was cut (negative numbers)</extracomment>
        <translation>Segundos antes do corte</translation>
    </message>
    <message>
        <source>Write number</source>
        <extracomment>axis of a chart: the running number of each write</extracomment>
        <translation>Número da gravação</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Mantida</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdida</translation>
    </message>
    <message>
        <source>Torn (partly kept)</source>
        <translation>Partida (mantida em parte)</translation>
    </message>
    <message>
        <source>Estimated cut</source>
        <extracomment>the estimated moment of the power cut, a vertical line in the chart</extracomment>
        <translation>Corte estimado</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::HybridChart</name>
    <message>
        <source>Random reads before and after the idle time</source>
        <translation>Leituras aleatórias antes e depois do tempo ocioso</translation>
    </message>
    <message>
        <source>Random reads of the same blocks</source>
        <translation>Leituras aleatórias dos mesmos blocos</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>First pass</source>
        <translation>Primeira passada</translation>
    </message>
    <message>
        <source>Second pass, after the idle time</source>
        <translation>Segunda passada, depois do tempo ocioso</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::LatencyChart</name>
    <message>
        <source>Latency</source>
        <translation>Latência</translation>
    </message>
    <message>
        <source>Latency of %1</source>
        <extracomment>chart title; %1 the measurement, e.g. &quot;RND4K Q1T1 read&quot;</extracomment>
        <translation>Latência de %1</translation>
    </message>
    <message>
        <source>Latency (µs, logarithmic)</source>
        <translation>Latência (µs, logarítmica)</translation>
    </message>
    <message>
        <source>Share of operations (%)</source>
        <translation>Parcela das operações (%)</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Operações</translation>
    </message>
    <message>
        <source>p50 (median): %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p50 (mediana): %1 µs</translation>
    </message>
    <message>
        <source>p99: %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p99: %1 µs</translation>
    </message>
    <message>
        <source>p99.9: %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p99.9: %1 µs</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::PositionChart</name>
    <message>
        <source>Read rate across the test area</source>
        <translation>Taxa de leitura ao longo da área de teste</translation>
    </message>
    <message>
        <source>Write rate as the test area fills</source>
        <translation>Taxa de gravação conforme a área de teste é preenchida</translation>
    </message>
    <message>
        <source>Position (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Posição (%1)</translation>
    </message>
    <message>
        <source>Written (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Dados gravados (%1)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::SweepChart</name>
    <message>
        <source>IOPS and transfer rate by block size</source>
        <translation>IOPS e taxa de transferência por tamanho de bloco</translation>
    </message>
    <message>
        <source>Block size (KiB, logarithmic)</source>
        <translation>Tamanho de bloco (KiB, logarítmico)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by queue depth</source>
        <translation>IOPS e taxa de transferência por profundidade de fila</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (logarithmic)</source>
        <translation>E/S em andamento por thread (logarítmico)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by threads</source>
        <translation>IOPS e taxa de transferência por número de threads</translation>
    </message>
    <message>
        <source>Threads (logarithmic)</source>
        <translation>Threads (logarítmico)</translation>
    </message>
    <message>
        <source>IOPS (logarithmic)</source>
        <translation>IOPS (logarítmico)</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>%1 (logarithmic)</source>
        <extracomment>axis title; %1 the rate unit, &quot;MB/s&quot; or &quot;MiB/s&quot;</extracomment>
        <translation>%1 (logarítmico)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::TimeSeriesChart</name>
    <message>
        <source>Transfer rate over time</source>
        <translation>Taxa de transferência ao longo do tempo</translation>
    </message>
    <message>
        <source>I/O operations per second over time</source>
        <translation>Operações de E/S por segundo ao longo do tempo</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Commits per second over time</source>
        <translation>Commits por segundo ao longo do tempo</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Commits por segundo</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Segundos</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ComparePage</name>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Commits/s</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>Latência p99 (µs)</translation>
    </message>
    <message>
        <source>Two runs side by side</source>
        <translation>Duas execuções lado a lado</translation>
    </message>
    <message>
        <source>&amp;Back to the history</source>
        <translation>&amp;Voltar ao histórico</translation>
    </message>
    <message>
        <source>Comparison of two runs</source>
        <translation>Comparação de duas execuções</translation>
    </message>
    <message>
        <source>A: %1</source>
        <extracomment>the first (older) run of a comparison; %1 what it was</extracomment>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <extracomment>the second (newer) run of a comparison; %1 what it was</extracomment>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation>Medição</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Grandeza</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>B ÷ A</source>
        <translation>B ÷ A</translation>
    </message>
    <message>
        <source>%1×</source>
        <extracomment>a ratio, e.g. &quot;1.25×&quot;</extracomment>
        <translation>%1×</translation>
    </message>
    <message>
        <source>These runs have no measurement in common, so there is nothing to put side by side. Compare two runs of the same test.</source>
        <translation>Estas execuções não têm nenhuma medição em comum, então não há nada para pôr lado a lado. Compare duas execuções do mesmo teste.</translation>
    </message>
    <message>
        <source>These are two different tests (%1 and %2): only the measurements they share have a ratio.</source>
        <extracomment>%1 and %2 two test names</extracomment>
        <translation>São dois testes diferentes (%1 e %2): só as medições que eles têm em comum têm uma razão.</translation>
    </message>
    <message>
        <source>same</source>
        <extracomment>B&apos;s number is within 3% of A&apos;s</extracomment>
        <translation>igual</translation>
    </message>
    <message>
        <source>▲ %1% better</source>
        <extracomment>%1 a percentage without the % sign, e.g. &quot;18&quot; -&gt; &quot;▲ 18% better&quot;</extracomment>
        <translation>▲ %1% melhor</translation>
    </message>
    <message>
        <source>▼ %1% worse</source>
        <translation>▼ %1% pior</translation>
    </message>
    <message>
        <source>Better and worse follow each quantity: more MB/s, IOPS or commits per second is better, less latency is better. Within 3% counts as the same: two runs on one drive differ that much.</source>
        <translation>Melhor e pior dependem de cada grandeza: mais MB/s, IOPS ou commits por segundo é melhor; menos latência é melhor. Uma diferença de até 3% conta como igual: é o quanto duas execuções na mesma unidade costumam variar.</translation>
    </message>
    <message>
        <source>B against A</source>
        <translation>B em relação a A</translation>
    </message>
    <message>
        <source>%1, %2, on %3 (%4) · %5</source>
        <extracomment>one run in a comparison; %1 test name, %2 date and time, %3 drive model, %4 where it ran, %5 its settings (&quot;1 GiB · 5 s per step · temporary file on ext4 · io_uring&quot;)</extracomment>
        <translation>%1, %2, em %3 (%4) · %5</translation>
    </message>
    <message>
        <source>These runs were not made alike, so their numbers do not compare directly. %1</source>
        <extracomment>%1 one or more sentences on how the two runs differ</extracomment>
        <translation>Estas execuções não foram feitas da mesma forma, então seus números não se comparam diretamente. %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ConfirmWriteDialog</name>
    <message>
        <source>Erase %1?</source>
        <extracomment>dialog title; %1 a device node</extracomment>
        <translation>Apagar %1?</translation>
    </message>
    <message>
        <source>This test (%1) writes over %2 (%3). Everything on it is lost: every partition, every file. This cannot be undone.</source>
        <extracomment>%1 test name, %2 device node, %3 the drive&apos;s model</extracomment>
        <translation>Este teste (%1) sobrescreve %2 (%3). Tudo o que há nele é perdido: todas as partições, todos os arquivos. Isso não pode ser desfeito.</translation>
    </message>
    <message>
        <source>To go on, type the device&apos;s name, &lt;b&gt;%1&lt;/b&gt;:</source>
        <extracomment>%1 the device&apos;s short name the user must type, e.g. &quot;sdb&quot;</extracomment>
        <translation>Para continuar, digite o nome do dispositivo, &lt;b&gt;%1&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>Device name</source>
        <translation>Nome do dispositivo</translation>
    </message>
    <message>
        <source>&amp;Erase and test</source>
        <translation>&amp;Apagar e testar</translation>
    </message>
    <message>
        <source>Test the empty drive %1?</source>
        <extracomment>dialog title; %1 the drive&apos;s name (model)</extracomment>
        <translation>Testar a unidade vazia %1?</translation>
    </message>
    <message>
        <source>%1 (%2) is empty: it has no partition table and no file system, as a new drive arrives. The test (%3) writes over the whole device; anything on it that DriveProof cannot recognise would be lost.</source>
        <extracomment>%1 the drive&apos;s name (model), %2 device node, %3 test name</extracomment>
        <translation>%1 (%2) está vazia: não tem tabela de partições nem sistema de arquivos, como chega uma unidade nova. O teste (%3) grava sobre o dispositivo inteiro; o que houver nele e o DriveProof não reconhecer seria perdido.</translation>
    </message>
    <message>
        <source>&amp;Write and test</source>
        <translation>&amp;Gravar e testar</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::DriveListModel</name>
    <message>
        <source>%1 · %2</source>
        <extracomment>sidebar line under the drive name; %1 size, e.g. &quot;2.0 TB&quot;, %2 device path (or the transport, e.g. &quot;SATA&quot;, when the drive&apos;s name already is its path)</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1
%2, %3</source>
        <extracomment>%1 drive name, %2 kind of drive, e.g. &quot;hard disk&quot;, %3 device path</extracomment>
        <translation>%1
%2, %3</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4</source>
        <extracomment>read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path</extracomment>
        <translation>%1, %2, %3, %4</translation>
    </message>
    <message>
        <source>Good</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Boa</translation>
    </message>
    <message>
        <source>Caution</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Atenção</translation>
    </message>
    <message>
        <source>Bad</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Ruim</translation>
    </message>
    <message>
        <source>%1
%2, %3
Health: %4</source>
        <extracomment>%1 drive name, %2 kind of drive, %3 device path, %4 its health (&quot;Good&quot;, ...)</extracomment>
        <translation>%1
%2, %3
Saúde: %4</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4, health: %5</source>
        <extracomment>read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path, %5 its health (&quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;)</extracomment>
        <translation>%1, %2, %3, %4, saúde: %5</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::DrivePage</name>
    <message>
        <source>%1 %2 · %3</source>
        <extracomment>under the drive name; %1 size, e.g. &quot;2.0 TB&quot;, %2 kind of drive, %3 device path</extracomment>
        <translation>%2 de %1 · %3</translation>
    </message>
    <message>
        <source>&amp;Test this drive…</source>
        <translation>Testar esta &amp;unidade…</translation>
    </message>
    <message>
        <source>Measure %1: quick check, commit rate, throughput and more, in a window of its own</source>
        <extracomment>%1 the drive&apos;s name</extracomment>
        <translation>Medir %1: verificação rápida, taxa de commits, taxa de transferência e mais, em uma janela própria</translation>
    </message>
    <message>
        <source>Q&amp;uick check</source>
        <translation>&amp;Verificação rápida</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on a temporary file in %2</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 the folder that holds the temporary file</extracomment>
        <translation>Medir agora os quatro testes do CrystalDiskMark, em cerca de %1, em um arquivo temporário em %2</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system. It is read-only or in use, so only the reading tests can run on it.</source>
        <translation>Esta unidade está vazia: sem tabela de partições e sem sistema de arquivos. Ela é somente leitura ou está em uso, então só os testes de leitura podem rodar nela.</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system, as a new drive arrives. The quick check, the commit test and the sustained write run on the whole device after one confirmation; there is no need to partition it first.</source>
        <translation>Esta unidade está vazia: sem tabela de partições e sem sistema de arquivos, como chega uma unidade nova. A verificação rápida, o teste de commits e a gravação contínua rodam no dispositivo inteiro após uma única confirmação; não é preciso particioná-la antes.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive, and none of its file systems is mounted. Mount one (in your file manager or GNOME Disks) and press Refresh (F5), or use &quot;Test this drive…&quot; for the reading tests on the whole device (sequential and random reads, surface scan), which write nothing.</source>
        <translation>A verificação rápida precisa de uma pasta nesta unidade, e nenhum dos seus sistemas de arquivos está montado. Monte um (no gerenciador de arquivos ou no Discos do GNOME) e pressione Atualizar (F5), ou use “Testar esta unidade…” para os testes de leitura no dispositivo inteiro (leitura sequencial e aleatória, varredura de superfície), que não gravam nada.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive that you can write to, and none of its file systems is mounted where you may write. Mount one where you may and press Refresh (F5), or choose a folder of yours on it with &quot;Test this drive…&quot;.</source>
        <translation>A verificação rápida precisa de uma pasta nesta unidade em que você possa gravar, e nenhum dos seus sistemas de arquivos está montado onde você pode gravar. Monte um onde puder e pressione Atualizar (F5), ou escolha uma pasta sua nela com “Testar esta unidade…”.</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on the empty device %2 (asks once to confirm)</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 a device node</extracomment>
        <translation>Medir agora os quatro testes do CrystalDiskMark, em cerca de %1, no dispositivo vazio %2 (pede confirmação uma vez)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthCard</name>
    <message>
        <source>Health</source>
        <translation>Saúde</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Lendo…</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconhecida</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <extracomment>accessible name of the health badge; %1 &quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;, ...</extracomment>
        <translation>Saúde: %1</translation>
    </message>
    <message>
        <source>No health data</source>
        <translation>Sem dados de saúde</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): it has no health data of its own. The health of the drive that holds the file is what counts.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 é um arquivo usado como unidade (%2): ele não tem dados de saúde próprios. O que conta é a saúde da unidade que contém o arquivo.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive is on the host, and only the host can read its health.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 é um disco virtual: a unidade real fica no hospedeiro, e só o hospedeiro pode ler a saúde dela.</translation>
    </message>
    <message>
        <source>%1 reports no health data that DriveProof can read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 não fornece dados de saúde que o DriveProof consiga ler.</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Boa</translation>
    </message>
    <message>
        <source>The drive finds nothing wrong. That predicts some failures, not all: keep backups.</source>
        <translation>A unidade não encontra nenhum problema. Isso prevê algumas falhas, não todas: mantenha backups.</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Atenção</translation>
    </message>
    <message>
        <source>Make sure your backups are current, and check this drive again soon.</source>
        <translation>Confira se os seus backups estão em dia e verifique esta unidade de novo em breve.</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Ruim</translation>
    </message>
    <message>
        <source>Back up the data on this drive now and plan to replace it.</source>
        <translation>Faça agora o backup dos dados desta unidade e planeje substituí-la.</translation>
    </message>
    <message>
        <source>The drive gave no overall assessment of its health.</source>
        <translation>A unidade não deu nenhuma avaliação geral da sua saúde.</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>a temperature; %1 the number, e.g. &quot;38&quot;</extracomment>
        <translation>Temperatura</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Horas ligado</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Ciclos de energia</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Desligamentos inseguros</translation>
    </message>
    <message>
        <source>Times power was lost before the drive was told: each one is a moment where its write cache could lose data.</source>
        <translation>Vezes em que a energia caiu sem que a unidade fosse avisada: cada uma é um momento em que o cache de gravação dela pode ter perdido dados.</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Setores defeituosos</translation>
    </message>
    <message>
        <source>Sectors the drive has replaced or is waiting to replace.</source>
        <translation>Setores que a unidade substituiu ou está esperando para substituir.</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Erros de mídia</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Dados que a unidade não conseguiu ler ou gravar corretamente.</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Reserva disponível</translation>
    </message>
    <message>
        <source>Reserve blocks left for replacing worn-out ones.</source>
        <translation>Blocos de reserva restantes para substituir os desgastados.</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of a solid-state drive; %1 a percentage, e.g. &quot;3%&quot;</extracomment>
        <translation>Desgaste</translation>
    </message>
    <message>
        <source>%1 of its rated life used</source>
        <translation>%1 da vida útil nominal consumida</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate; it can go past 100%.</source>
        <translation>Estimativa do fabricante; pode passar de 100%.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Lido via</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthRecordsView</name>
    <message numerus="yes">
        <source>All records the drive keeps (%n)</source>
        <extracomment>%n the number of records (SMART attributes or NVMe log fields)</extracomment>
        <translation>
            <numerusform>Todos os registros que a unidade guarda (%n)</numerusform>
            <numerusform>Todos os registros que a unidade guarda (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Defined in: %2</source>
        <extracomment>tooltip of a health record; %1 what it means, %2 the standard and section</extracomment>
        <translation>%1
Definido em: %2</translation>
    </message>
    <message>
        <source>Self-test log, newest first:</source>
        <translation>Log de autotestes, do mais recente:</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HistoryPage</name>
    <message>
        <source>Earlier runs on %1</source>
        <extracomment>%1 the drive&apos;s name (model)</extracomment>
        <translation>Execuções anteriores em %1</translation>
    </message>
    <message>
        <source>Every test run on this drive is kept here. Open one to see its result again, or select two (hold Ctrl and click) to compare them side by side.</source>
        <translation>Cada teste executado nesta unidade fica guardado aqui. Abra um para ver o resultado de novo, ou selecione dois (segure Ctrl e clique) para compará-los lado a lado.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Teste</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumo</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>Execuções anteriores</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>&amp;Compare the two selected</source>
        <translation>&amp;Comparar as duas selecionadas</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>E&amp;xcluir…</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>&amp;Novo teste</translation>
    </message>
    <message>
        <source>Reading the history…</source>
        <translation>Lendo o histórico…</translation>
    </message>
    <message>
        <source>No runs yet. Finished tests appear here by themselves.</source>
        <translation>Nenhuma execução ainda. Os testes concluídos aparecem aqui automaticamente.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) kept.</source>
        <extracomment>%n runs kept for this drive</extracomment>
        <translation>
            <numerusform>%n execução guardada.</numerusform>
            <numerusform>%n execuções guardadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select exactly two runs to compare</source>
        <translation>Selecione exatamente duas execuções para comparar</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Excluir execuções</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the history? This cannot be undone.</source>
        <extracomment>%n how many runs are about to be deleted</extracomment>
        <translation>
            <numerusform>Excluir %n execução do histórico? Isso não pode ser desfeito.</numerusform>
            <numerusform>Excluir %n execuções do histórico? Isso não pode ser desfeito.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two runs of the same test to compare</source>
        <translation>Selecione duas execuções do mesmo teste para comparar</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::IdentityCard</name>
    <message>
        <source>Identity</source>
        <translation>Identidade</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Arquivo associado</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Interface</translation>
    </message>
    <message>
        <source>The kernel does not say how this drive is connected.</source>
        <translation>O kernel não informa como esta unidade está conectada.</translation>
    </message>
    <message>
        <source>Rotation speed unknown: %1</source>
        <extracomment>%1 why the speed is unknown</extracomment>
        <translation>Velocidade de rotação desconhecida: %1</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Mídia</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Removível</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Somente leitura</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Fabricante</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Número de série</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Conexão</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::MainWindow</name>
    <message>
        <source>DriveProof</source>
        <translation>DriveProof</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Atualizar</translation>
    </message>
    <message>
        <source>Read the list of drives again</source>
        <translation>Ler a lista de unidades de novo</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>&amp;About DriveProof</source>
        <translation>&amp;Sobre o DriveProof</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Unidades</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Ocupado</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>Procurando unidades…</translation>
    </message>
    <message>
        <source>Checking the partitions of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Verificando as partições de %1…</translation>
    </message>
    <message>
        <source>Switching the write cache of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Alterando o cache de gravação de %1…</translation>
    </message>
    <message>
        <source>Reading the write cache and health of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Lendo o cache de gravação e a saúde de %1…</translation>
    </message>
    <message>
        <source>udisks2 is not running: the facts shown come from the kernel alone.</source>
        <translation>O udisks2 não está em execução: os dados mostrados vêm apenas do kernel.</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferências…</translation>
    </message>
    <message>
        <source>Choose the language, the unit of transfer rates and the test defaults</source>
        <translation>Escolher o idioma, a unidade de medida das taxas de transferência e os padrões dos testes</translation>
    </message>
    <message numerus="yes">
        <source>A test is running on %1. Stop it and quit?</source>
        <extracomment>%1 device paths, e.g. &quot;/dev/sda&quot;; more than one joined by &quot;, &quot;</extracomment>
        <translation>
            <numerusform>Um teste está em execução em %1. Pará-lo e sair?</numerusform>
            <numerusform>Há testes em execução em %1. Pará-los e sair?</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the test?</source>
        <translation>Parar o teste?</translation>
    </message>
    <message>
        <source>The steps that finished are kept in the history; the temporary file is removed.</source>
        <translation>As etapas concluídas são mantidas no histórico; o arquivo temporário é removido.</translation>
    </message>
    <message>
        <source>&amp;Stop and quit</source>
        <translation>&amp;Parar e sair</translation>
    </message>
    <message>
        <source>&amp;Keep testing</source>
        <translation>&amp;Continuar testando</translation>
    </message>
    <message>
        <source>Power-loss &amp;witness…</source>
        <translation>&amp;Testemunha de queda de energia…</translation>
    </message>
    <message>
        <source>Record the power-loss test of another computer&apos;s drive on this one</source>
        <translation>Registrar neste computador o teste de queda de energia da unidade de outro computador</translation>
    </message>
    <message>
        <source>Stop the power-loss test?</source>
        <translation>Parar o teste de queda de energia?</translation>
    </message>
    <message>
        <source>The power-loss test is running. Quitting stops it without a power cut, so this run cannot tell whether the drive keeps its writes.</source>
        <translation>O teste de queda de energia está em execução. Sair o interrompe sem corte de energia, então esta execução não poderá dizer se a unidade mantém as gravações.</translation>
    </message>
    <message>
        <source>&amp;Keep running</source>
        <translation>&amp;Continuar executando</translation>
    </message>
    <message>
        <source>&amp;Open Drive Report…</source>
        <translation>&amp;Abrir relatório de unidade…</translation>
    </message>
    <message>
        <source>Judge a drive from its smartctl or nvme-cli report, e.g. one a seller sent</source>
        <translation>Avaliar uma unidade pelo relatório do smartctl ou nvme-cli, por ex. um enviado por um vendedor</translation>
    </message>
    <message>
        <source>Paste Drive &amp;Report</source>
        <translation>&amp;Colar relatório de unidade</translation>
    </message>
    <message>
        <source>Judge the smartctl or nvme-cli report on the clipboard</source>
        <translation>Avaliar o relatório do smartctl ou nvme-cli que está na área de transferência</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Notice</name>
    <message>
        <source>Danger</source>
        <translation>Perigo</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Aviso</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Observação</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::NumbersTable</name>
    <message>
        <source>%1: %2</source>
        <extracomment>flushes per commit on one device of the stack: %1 device, %2 the number</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Método de commit</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Commits/s</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Média µs</translation>
    </message>
    <message>
        <source>p50 µs</source>
        <translation>p50 µs</translation>
    </message>
    <message>
        <source>p99 µs</source>
        <translation>p99 µs</translation>
    </message>
    <message>
        <source>Max µs</source>
        <translation>Máx. µs</translation>
    </message>
    <message>
        <source>Flushes per commit</source>
        <translation>Flushes por commit</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Teste</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>p99.9 µs</source>
        <translation>p99.9 µs</translation>
    </message>
    <message>
        <source>not durable</source>
        <translation>não durável</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PartitionsCard</name>
    <message>
        <source>Partitions</source>
        <translation>Partições</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>O que fazer</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nº</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Start sector</source>
        <translation>Setor inicial</translation>
    </message>
    <message>
        <source>Start (bytes)</source>
        <translation>Início (bytes)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamanho</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Montado em</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>Alinhamento</translation>
    </message>
    <message>
        <source>Checking alignment</source>
        <translation>Verificando o alinhamento</translation>
    </message>
    <message>
        <source>Reading the partition table…</source>
        <translation>Lendo a tabela de partições…</translation>
    </message>
    <message>
        <source>Partitions of %1</source>
        <extracomment>accessible name of the partitions table; %1 device path</extracomment>
        <translation>Partições de %1</translation>
    </message>
    <message>
        <source>The kernel lists no partitions on this drive.</source>
        <translation>O kernel não lista nenhuma partição nesta unidade.</translation>
    </message>
    <message>
        <source>The partition table lists no partitions.</source>
        <translation>A tabela de partições não lista nenhuma partição.</translation>
    </message>
    <message>
        <source>The partition table lists this partition, but the kernel has no device node for it yet (on some systems &apos;partx -a&apos; adds it).</source>
        <translation>A tabela de partições lista esta partição, mas o kernel ainda não tem um nó de dispositivo para ela (em alguns sistemas, &apos;partx -a&apos; o adiciona).</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>verificando…</translation>
    </message>
    <message>
        <source>The partition table did not list this partition.</source>
        <translation>A tabela de partições não listava esta partição.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 verdict, e.g. &quot;Misaligned&quot;, %2 the advice (whole sentences)</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PickerPage</name>
    <message>
        <source>&amp;Tests:</source>
        <translation>&amp;Testes:</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Testes</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>&amp;Onde:</translation>
    </message>
    <message>
        <source>Test si&amp;ze:</source>
        <translation>Tama&amp;nho do teste:</translation>
    </message>
    <message>
        <source>Time per st&amp;ep (seconds):</source>
        <translation>Tempo por &amp;etapa (segundos):</translation>
    </message>
    <message>
        <source>&amp;Reads or writes:</source>
        <translation>&amp;Leituras ou gravações:</translation>
    </message>
    <message>
        <source>&amp;Idle time between the passes (seconds):</source>
        <translation>Tempo ocioso entre as &amp;passadas (segundos):</translation>
    </message>
    <message>
        <source>Also measure with the drive&apos;s write &amp;cache off, then switch it back on</source>
        <translation>Medir também com o &amp;cache de gravação da unidade desativado e depois reativá-lo</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Histórico…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Execuções anteriores nesta unidade, e comparação entre duas delas</translation>
    </message>
    <message>
        <source>&amp;Start test</source>
        <translation>&amp;Iniciar teste</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Leituras</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Gravações</translation>
    </message>
    <message>
        <source>Mixed: 70% reads, 30% writes</source>
        <translation>Misto: 70% leituras, 30% gravações</translation>
    </message>
    <message>
        <source>%1 holds the running system: DriveProof never writes over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 contém o sistema em execução: o DriveProof nunca o sobrescreve.</translation>
    </message>
    <message>
        <source>%1 or one of its partitions is mounted or in use (LVM, RAID, an encrypted volume). Unmount it first to write over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 ou uma de suas partições está montada ou em uso (LVM, RAID, um volume criptografado). Desmonte-a primeiro para poder sobrescrevê-la.</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 é somente leitura.</translation>
    </message>
    <message>
        <source>A temporary file in %1</source>
        <extracomment>a place a test runs; %1 a folder</extracomment>
        <translation>Um arquivo temporário em %1</translation>
    </message>
    <message>
        <source>You may not be allowed to write here. Choose a folder of yours on this drive with &quot;another folder&quot;.</source>
        <translation>Talvez você não tenha permissão para gravar aqui. Escolha uma pasta sua nesta unidade com “outra pasta”.</translation>
    </message>
    <message>
        <source>A temporary file in another folder…</source>
        <translation>Um arquivo temporário em outra pasta…</translation>
    </message>
    <message>
        <source>The whole device %1, only reading</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>O dispositivo %1 inteiro, somente leitura</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>O dispositivo %1 inteiro, apagando tudo o que há nele</translation>
    </message>
    <message>
        <source>Where the test runs</source>
        <translation>Onde o teste é executado</translation>
    </message>
    <message>
        <source>All of it</source>
        <translation>Tudo</translation>
    </message>
    <message>
        <source>The commit test always uses 16 MiB, like pg_test_fsync, so that its numbers compare directly.</source>
        <translation>O teste commit sempre usa 16 MiB, como o pg_test_fsync, para que os números possam ser comparados diretamente.</translation>
    </message>
    <message>
        <source>How much of the drive the test uses. Larger areas are less flattered by caches but take longer to prepare.</source>
        <translation>Quanto da unidade o teste usa. Áreas maiores são menos favorecidas pelos caches, mas demoram mais para preparar.</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>Tamanho do teste</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Escolha uma pasta na unidade a testar</translation>
    </message>
    <message>
        <source>This device has no write cache of its own to switch.</source>
        <translation>Este dispositivo não tem cache de gravação próprio para ativar ou desativar.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache setting is not known (see the Write cache card), so it cannot be switched for the test.</source>
        <translation>A configuração do cache de gravação da unidade é desconhecida (veja o cartão Cache de gravação), então ela não pode ser alterada para o teste.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is off already: the test measures it that way.</source>
        <translation>O cache de gravação da unidade já está desativado: o teste o mede assim.</translation>
    </message>
    <message>
        <source>This drive does not let its write cache be switched.</source>
        <translation>Esta unidade não permite ativar ou desativar o cache de gravação.</translation>
    </message>
    <message>
        <source>The chosen folder is not on one of this drive&apos;s file systems.</source>
        <translation>A pasta escolhida não está em nenhum dos sistemas de arquivos desta unidade.</translation>
    </message>
    <message>
        <source>The cache is switched off for a second round of measurements and back on afterwards, also when the test fails or is cancelled. Switching may ask for your password.</source>
        <translation>O cache é desativado para uma segunda rodada de medições e reativado depois, também quando o teste falha ou é cancelado. A alteração pode pedir a sua senha.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>Leva cerca de %1 com estas configurações.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings, plus a moment to prepare the test file.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>Leva cerca de %1 com estas configurações, mais um momento para preparar o arquivo de teste.</translation>
    </message>
    <message>
        <source>This test writes over %1: everything on it is lost, every partition and every file. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Este teste sobrescreve %1: tudo o que há nele é perdido, todas as partições e todos os arquivos. Você terá que digitar o nome do dispositivo para confirmar.</translation>
    </message>
    <message>
        <source>Only reads from %1; nothing on it changes. Reading a device directly may ask for your password.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Apenas lê de %1; nada nele é alterado. Ler um dispositivo diretamente pode pedir a sua senha.</translation>
    </message>
    <message>
        <source>Writes only to a temporary file in the chosen folder and removes it afterwards; nothing else on the drive changes.</source>
        <translation>Grava apenas em um arquivo temporário na pasta escolhida e o remove depois; nada mais na unidade é alterado.</translation>
    </message>
    <message>
        <source>Only reads. In a folder it first writes the temporary file it reads, and removes it afterwards.</source>
        <translation>Apenas lê. Em uma pasta, primeiro grava o arquivo temporário que vai ler e o remove depois.</translation>
    </message>
    <message>
        <source>Takes as long as writing %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Leva o mesmo tempo que gravar %1 uma vez: cerca de %2 a %3, menos em uma unidade mais rápida.</translation>
    </message>
    <message>
        <source>Takes as long as reading %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Leva o mesmo tempo que ler %1 uma vez: cerca de %2 a %3, menos em uma unidade mais rápida.</translation>
    </message>
    <message>
        <source>Start opens the guided power-loss test: it writes to a test file (or the whole device), reports every commit to a witness on a second computer, and asks you to pull the plug. After the restart DriveProof checks which acknowledged writes survived. You can also practise it on this computer with a simulated drive.</source>
        <translation>“Iniciar teste” abre o teste guiado de queda de energia: ele grava em um arquivo de teste (ou no dispositivo inteiro), informa cada commit a uma testemunha em um segundo computador e pede que você puxe o cabo de energia. Depois da reinicialização, o DriveProof verifica quais gravações confirmadas sobreviveram. Você também pode treinar neste computador com uma unidade simulada.</translation>
    </message>
    <message>
        <source>Opens the guided power-loss test</source>
        <translation>Abre o teste guiado de queda de energia</translation>
    </message>
    <message>
        <source>No file system of this drive is mounted, so there is no folder for the test file. Mount one (in your file manager or GNOME Disks) and press Refresh (F5) in the main window, choose a folder with &quot;A temporary file in another folder…&quot;, or pick a reading test (sequential or random reads, surface scan), which can read the whole device without writing.</source>
        <translation>Nenhum sistema de arquivos desta unidade está montado, então não há pasta para o arquivo de teste. Monte um (no gerenciador de arquivos ou no Discos do GNOME) e pressione Atualizar (F5) na janela principal, escolha uma pasta com “Um arquivo temporário em outra pasta…” ou escolha um teste de leitura (leitura sequencial ou aleatória, varredura de superfície), que pode ler o dispositivo inteiro sem gravar.</translation>
    </message>
    <message>
        <source>Choose where the test runs: a folder of yours on this drive, with &quot;A temporary file in another folder…&quot;.</source>
        <translation>Escolha onde o teste roda: uma pasta sua nesta unidade, com “Um arquivo temporário em outra pasta…”.</translation>
    </message>
    <message>
        <source>%1 Choose a folder on the drive instead, or a reading test.</source>
        <extracomment>%1 why the device cannot be written (a sentence)</extracomment>
        <translation>%1 Escolha uma pasta na unidade, ou um teste de leitura.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. This test writes over the whole device; you will be asked once to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 está vazio: sem tabela de partições e sem sistema de arquivos, como chega uma unidade nova. Este teste grava sobre o dispositivo inteiro; será pedida uma confirmação.</translation>
    </message>
    <message>
        <source>The whole device %1, which is empty</source>
        <extracomment>a place a test runs; %1 a device node of a drive with nothing on it</extracomment>
        <translation>O dispositivo inteiro %1, que está vazio</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossAreaStep</name>
    <message>
        <source>Where to test</source>
        <translation>Onde testar</translation>
    </message>
    <message>
        <source>The test writes records that describe themselves into a test area, commits them the way a database does, and reports every commit to a witness. A file on the drive tests the whole stack: file system, kernel and drive.</source>
        <translation>O teste grava registros que descrevem a si mesmos em uma área de teste, faz commit deles como um banco de dados faz e informa cada commit a uma testemunha. Um arquivo na unidade testa toda a pilha: sistema de arquivos, kernel e unidade.</translation>
    </message>
    <message>
        <source>&amp;Test area:</source>
        <translation>Área de &amp;teste:</translation>
    </message>
    <message>
        <source>Test area</source>
        <translation>Área de teste</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>Tama&amp;nho:</translation>
    </message>
    <message>
        <source>Size of the test area</source>
        <translation>Tamanho da área de teste</translation>
    </message>
    <message>
        <source>Larger than the drive&apos;s cache, so that the cache cannot hide the writes. 1 GiB is enough for most drives.</source>
        <translation>Maior que o cache da unidade, para que o cache não possa esconder as gravações. 1 GiB basta para a maioria das unidades.</translation>
    </message>
    <message>
        <source>Commit &amp;method:</source>
        <translation>&amp;Método de commit:</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Método de commit</translation>
    </message>
    <message>
        <source>&amp;Writes per commit:</source>
        <translation>&amp;Gravações por commit:</translation>
    </message>
    <message>
        <source>Writes per commit</source>
        <translation>Gravações por commit</translation>
    </message>
    <message>
        <source>1 commits every write. More: a batched group commit, as busy databases do.</source>
        <translation>1 faz commit de cada gravação. Mais: um commit em grupo, em lotes, como fazem bancos de dados muito ocupados.</translation>
    </message>
    <message>
        <source>&amp;Only the drive loses power: I will pull its cable (USB or hot-plug drive)</source>
        <translation>&amp;Só a unidade perde energia: vou puxar o cabo dela (unidade USB ou hot-plug)</translation>
    </message>
    <message>
        <source>A test file in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Um arquivo de teste em %1</translation>
    </message>
    <message>
        <source>A test file in another folder…</source>
        <translation>Um arquivo de teste em outra pasta…</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>%1 a device node</extracomment>
        <translation>O dispositivo %1 inteiro, apagando tudo o que há nele</translation>
    </message>
    <message>
        <source>A file system of this drive is mounted or in use: unmount it first to write over the device.</source>
        <translation>Um sistema de arquivos desta unidade está montado ou em uso: desmonte-o primeiro para gravar sobre o dispositivo.</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Escolha uma pasta na unidade a testar</translation>
    </message>
    <message>
        <source>The test writes over %1: everything on it is lost. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>O teste sobrescreve %1: tudo o que há nele é perdido. Você terá que digitar o nome do dispositivo para confirmar.</translation>
    </message>
    <message>
        <source>Cable-pull mode: the computer keeps running and only the drive goes dark. The witness may run on this computer (the witness page, address 127.0.0.1:7070), but its record must be on another disk than the one under test.</source>
        <translation>Modo de puxar o cabo: o computador continua funcionando e só a unidade se apaga. A testemunha pode rodar neste computador (a página da testemunha, endereço 127.0.0.1:7070), mas o registro dela precisa ficar em um disco diferente do que está sendo testado.</translation>
    </message>
    <message>
        <source>The whole computer loses power: you will pull its power cord. The witness runs on a second computer.</source>
        <translation>O computador inteiro perde energia: você vai puxar o cabo de energia dele. A testemunha roda em um segundo computador.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossPreflightStep</name>
    <message>
        <source>Before the test</source>
        <translation>Antes do teste</translation>
    </message>
    <message>
        <source>Things to know</source>
        <translation>Bom saber</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconhecido</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s identity, write cache and health… Reading the cache or the counters may ask for your password.</source>
        <translation>Lendo a identidade, o cache de gravação e a saúde da unidade… Ler o cache ou os contadores pode pedir a sua senha.</translation>
    </message>
    <message>
        <source>Practice with a lying drive: it acknowledges writes while they are still in its cache, and loses them at the power cut. Expect FAIL.</source>
        <translation>Treino com uma unidade mentirosa: ela confirma gravações enquanto ainda estão no cache e as perde no corte de energia. Espere FAIL.</translation>
    </message>
    <message>
        <source>Practice with an honest drive: it keeps every write it acknowledged. Expect a pass of the simulated cut.</source>
        <translation>Treino com uma unidade honesta: ela mantém todas as gravações que confirmou. Espere que ela passe no corte simulado.</translation>
    </message>
    <message>
        <source>What happens:
1. DriveProof prepares a simulated drive of 16 MiB and a witness on this computer.
2. It writes numbered records, commits each one and reports it to the witness; the chart shows the commits per second.
3. Once commits flow steadily it says &quot;Pull the plug now&quot;: press &quot;Cut the power&quot;. On a real test you would pull the power cord at that moment.
4. The simulated drive starts again, DriveProof reads it back and compares it with the witness&apos;s record.
5. The report says what the drive kept and what it lost.</source>
        <translation>O que acontece:
1. O DriveProof prepara uma unidade simulada de 16 MiB e uma testemunha neste computador.
2. Ele grava registros numerados, faz commit de cada um e o informa à testemunha; o gráfico mostra os commits por segundo.
3. Quando os commits fluírem de forma estável, ele diz “Puxe o cabo de energia agora”: clique em “Cortar a energia”. Em um teste real, você puxaria o cabo de energia nesse momento.
4. A unidade simulada reinicia, o DriveProof a lê de volta e a compara com o registro da testemunha.
5. O relatório diz o que a unidade manteve e o que perdeu.</translation>
    </message>
    <message>
        <source>The test cannot run: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>O teste não pode ser executado: %1</translation>
    </message>
    <message>
        <source>DriveProof read this before the test; it compares it after the power cut.</source>
        <translation>O DriveProof leu isto antes do teste; ele compara depois do corte de energia.</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Unidade:</translation>
    </message>
    <message>
        <source>Serial number:</source>
        <translation>Número de série:</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>Firmware:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Capacidade:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Cache de gravação:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far:</source>
        <translation>Desligamentos inseguros até agora:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>a unidade não os conta</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Computador:</translation>
    </message>
    <message>
        <source>Start the test: DriveProof prepares the test area (this takes a while), connects to the witness and writes. Wait for &quot;Pull the plug now&quot;.</source>
        <translation>Inicie o teste: o DriveProof prepara a área de teste (isso demora um pouco), conecta-se à testemunha e grava. Aguarde “Puxe o cabo de energia agora”.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossReportPage</name>
    <message>
        <source>✔</source>
        <extracomment>marks in the validity checklist: passed / not passed</extracomment>
        <translation>✔</translation>
    </message>
    <message>
        <source>✘</source>
        <translation>✘</translation>
    </message>
    <message>
        <source>What was found</source>
        <translation>O que foi encontrado</translation>
    </message>
    <message>
        <source>Acknowledged writes and the power cut</source>
        <translation>Gravações confirmadas e o corte de energia</translation>
    </message>
    <message>
        <source>Does this run count?</source>
        <translation>Esta execução vale?</translation>
    </message>
    <message>
        <source>Machine and drive at the start</source>
        <translation>Máquina e unidade no início</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>O que fazer agora</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Exportar &amp;JSON…</translation>
    </message>
    <message>
        <source>Save the whole report as a JSON file</source>
        <translation>Salvar o relatório inteiro como arquivo JSON</translation>
    </message>
    <message>
        <source>&amp;Test again</source>
        <translation>&amp;Testar de novo</translation>
    </message>
    <message>
        <source>Practice run on a simulated drive, started %1. Nothing on your drives was tested.</source>
        <translation>Execução de treino em uma unidade simulada, iniciada em %1. Nenhuma das suas unidades foi testada.</translation>
    </message>
    <message>
        <source>Test of %1, started %2.</source>
        <translation>Teste de %1, iniciado em %2.</translation>
    </message>
    <message>
        <source>The witness recorded %1 acknowledged writes; %2 blocks were checked.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>A testemunha registrou %1 gravações confirmadas; %2 blocos foram verificados.</translation>
    </message>
    <message>
        <source>No acknowledged write was lost or damaged.</source>
        <translation>Nenhuma gravação confirmada foi perdida ou danificada.</translation>
    </message>
    <message>
        <source>Each dot is a write the witness heard acknowledged, at the moment it heard it; the dashed line is when the writer went silent, the estimated cut. Red dots are writes the drive lost.</source>
        <translation>Cada ponto é uma gravação cuja confirmação a testemunha recebeu, no momento em que a recebeu; a linha tracejada marca quando o processo de gravação silenciou, ou seja, o corte estimado. Pontos vermelhos são gravações que a unidade perdeu.</translation>
    </message>
    <message>
        <source>%1 earlier writes that were kept are not drawn.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>%1 gravações anteriores que foram mantidas não são mostradas.</translation>
    </message>
    <message>
        <source>Passed: %1</source>
        <translation>Atendido: %1</translation>
    </message>
    <message>
        <source>Not passed: %1</source>
        <translation>Não atendido: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconhecido</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Computador:</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Unidade:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Capacidade:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Cache de gravação:</translation>
    </message>
    <message>
        <source>Commit method:</source>
        <translation>Método de commit:</translation>
    </message>
    <message>
        <source>Test area:</source>
        <translation>Área de teste:</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>Kernel:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns before:</source>
        <translation>Desligamentos inseguros antes:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>a unidade não os conta</translation>
    </message>
    <message>
        <source>Run id:</source>
        <translation>ID da execução:</translation>
    </message>
    <message>
        <source>This was practice. To test a real drive, run the wizard again and choose a witness on a second computer.</source>
        <translation>Isto foi um treino. Para testar uma unidade real, execute o assistente de novo e escolha uma testemunha em um segundo computador.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s write cache off (the Write cache card of the drive page) and test again: if it passes then, keep the cache off for data that matters.</source>
        <translation>Desative o cache de gravação da unidade (cartão Cache de gravação da página da unidade) e teste de novo: se ela passar, mantenha o cache desativado para dados importantes.</translation>
    </message>
    <message>
        <source>Do not trust this drive with data that must survive a power cut; a firmware update may help. Test again after any change.</source>
        <translation>Não confie a esta unidade dados que precisam sobreviver a uma queda de energia; uma atualização de firmware pode ajudar. Teste de novo depois de qualquer alteração.</translation>
    </message>
    <message>
        <source>Fix what the checklist names and test again.</source>
        <translation>Corrija o que a lista de verificação aponta e teste de novo.</translation>
    </message>
    <message>
        <source>Run the test at least five times: one passing run can be luck, five make a configuration worth trusting.</source>
        <translation>Execute o teste pelo menos cinco vezes: uma execução aprovada pode ser sorte; cinco tornam uma configuração confiável.</translation>
    </message>
    <message>
        <source>Export the report</source>
        <translation>Exportar o relatório</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Arquivos JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>Não foi possível gravar %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1 a file path</extracomment>
        <translation>%1 salvo</translation>
    </message>
    <message>
        <source>The lost tail: every commit acknowledged in the last %1 s before the cut.</source>
        <extracomment>%1 seconds, with one decimal</extracomment>
        <translation>O final perdido: todos os commits confirmados nos últimos %1 s antes do corte.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossRunStep</name>
    <message>
        <source>Practice run</source>
        <translation>Execução de treino</translation>
    </message>
    <message>
        <source>The test runs</source>
        <translation>O teste está em execução</translation>
    </message>
    <message>
        <source>Preparing the test area</source>
        <translation>Preparando a área de teste</translation>
    </message>
    <message>
        <source>Commits, writes in flight and the link to the witness</source>
        <translation>Commits, gravações em andamento e a conexão com a testemunha</translation>
    </message>
    <message>
        <source>Pull the plug now</source>
        <extracomment>shown very large once the run is warm</extracomment>
        <translation>Puxe o cabo de energia agora</translation>
    </message>
    <message>
        <source>Press &quot;Cut the power&quot;. On a real test you would now pull the power cord out of the computer (not press its power button).</source>
        <translation>Clique em “Cortar a energia”. Em um teste real, você puxaria agora o cabo de energia do computador (sem pressionar o botão liga/desliga).</translation>
    </message>
    <message>
        <source>Pull the drive&apos;s cable out now (USB or power cable of the drive only). Leave the computer running; plug the drive back in after ten seconds. The witness and its record must be on another disk.</source>
        <translation>Puxe agora o cabo da unidade (só o cabo USB ou de energia da unidade). Deixe o computador ligado; reconecte a unidade depois de dez segundos. A testemunha e o registro dela precisam ficar em outro disco.</translation>
    </message>
    <message>
        <source>Pull the power cord out of the computer now (a laptop: its battery too). Do not press the power button and do not shut down: the drive must lose power while it is writing. Wait ten seconds, plug it back in and start the computer: DriveProof opens by itself and checks the drive.</source>
        <translation>Puxe agora o cabo de energia do computador (em um notebook, tire também a bateria). Não pressione o botão liga/desliga e não desligue o computador: a unidade precisa perder energia enquanto está gravando. Aguarde dez segundos, ligue o cabo de novo e inicie o computador: o DriveProof abre sozinho e verifica a unidade.</translation>
    </message>
    <message>
        <source>&amp;Cut the power</source>
        <translation>&amp;Cortar a energia</translation>
    </message>
    <message>
        <source>Simulate the power cut: the simulated drive loses what it only held in its cache</source>
        <translation>Simula o corte de energia: a unidade simulada perde o que só estava no cache</translation>
    </message>
    <message>
        <source>&amp;Stop without a cut</source>
        <translation>&amp;Parar sem corte</translation>
    </message>
    <message>
        <source>End the run cleanly; nothing is verified</source>
        <translation>Encerra a execução normalmente; nada é verificado</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <source>%1 commits/s · %2 commits, %3 held by the witness · %4 in flight · witness: %5</source>
        <extracomment>%1 commits per second, %2 commits done, %3 commits the witness holds, %4 writes in flight, %5 the link&apos;s state (&quot;connected&quot;)</extracomment>
        <translation>%1 commits/s · %2 commits, %3 guardados pela testemunha · %4 em andamento · testemunha: %5</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Commits por segundo</translation>
    </message>
    <message>
        <source>Checking the simulated drive: %1</source>
        <extracomment>%1 what the verifier does now</extracomment>
        <translation>Verificando a unidade simulada: %1</translation>
    </message>
    <message>
        <source>The run failed.</source>
        <translation>A execução falhou.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossUi</name>
    <message>
        <source>fdatasync after each commit (what most databases use)</source>
        <translation>fdatasync após cada commit (o que a maioria dos bancos de dados usa)</translation>
    </message>
    <message>
        <source>fsync after each commit (also flushes the file&apos;s metadata)</source>
        <translation>fsync após cada commit (também faz o flush dos metadados do arquivo)</translation>
    </message>
    <message>
        <source>O_DSYNC: every write is durable when it returns</source>
        <extracomment>O_DSYNC is a technical name, keep it</extracomment>
        <translation>O_DSYNC: cada gravação é durável quando retorna</translation>
    </message>
    <message>
        <source>O_SYNC: every write and its metadata are durable when it returns</source>
        <extracomment>O_SYNC is a technical name, keep it</extracomment>
        <translation>O_SYNC: cada gravação e seus metadados são duráveis quando ela retorna</translation>
    </message>
    <message>
        <source>Passed: the drive kept every write it acknowledged</source>
        <translation>Aprovada: a unidade manteve todas as gravações que confirmou</translation>
    </message>
    <message>
        <source>Failed: the drive lost or damaged writes it had acknowledged</source>
        <translation>Reprovada: a unidade perdeu ou danificou gravações que tinha confirmado</translation>
    </message>
    <message>
        <source>Inconclusive: this run cannot prove the drive safe</source>
        <translation>Inconclusiva: esta execução não consegue provar que a unidade é segura</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>ativado</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>desativado</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconhecido</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossVerifyStep</name>
    <message>
        <source>Check the drive after the power cut</source>
        <translation>Verificar a unidade depois do corte de energia</translation>
    </message>
    <message>
        <source>DriveProof asks the witness for its record, reads the whole test area and compares every block with what the drive acknowledged. The witness must be running and reachable.</source>
        <translation>O DriveProof pede o registro à testemunha, lê toda a área de teste e compara cada bloco com o que a unidade confirmou. A testemunha precisa estar em execução e acessível.</translation>
    </message>
    <message>
        <source>If the witness cannot be reached, start it again on the second computer (it kept its record on disk) and press &quot;Verify now&quot;. The test stays pending until it is verified or forgotten, and DriveProof opens this page at every start until then.</source>
        <translation>Se a testemunha não puder ser acessada, inicie-a de novo no segundo computador (ela manteve o registro em disco) e clique em “Verificar agora”. O teste fica pendente até ser verificado ou esquecido, e até lá o DriveProof abre esta página a cada inicialização.</translation>
    </message>
    <message>
        <source>Verification progress</source>
        <translation>Progresso da verificação</translation>
    </message>
    <message>
        <source>&amp;Verify now</source>
        <translation>&amp;Verificar agora</translation>
    </message>
    <message>
        <source>&amp;Forget this test</source>
        <translation>&amp;Esquecer este teste</translation>
    </message>
    <message>
        <source>Remove the pending test without verifying it</source>
        <translation>Remove o teste pendente sem verificá-lo</translation>
    </message>
    <message>
        <source>• %1, started %2, witness %3</source>
        <extracomment>%1 a file or device, %2 a date and time, %3 a witness address</extracomment>
        <translation>• %1, iniciado em %2, testemunha %3</translation>
    </message>
    <message>
        <source>practice run</source>
        <translation>execução de treino</translation>
    </message>
    <message>
        <source>No test is waiting to be checked.</source>
        <translation>Nenhum teste aguarda verificação.</translation>
    </message>
    <message>
        <source>Waiting to be checked (the first one is checked now):
%1</source>
        <translation>Aguardando verificação (o primeiro está sendo verificado agora):
%1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWitnessStep</name>
    <message>
        <source>The witness</source>
        <translation>A testemunha</translation>
    </message>
    <message>
        <source>A second computer records every write this drive acknowledges, so that after the power cut DriveProof knows what the drive promised.</source>
        <translation>Um segundo computador registra cada gravação que esta unidade confirma, para que depois do corte de energia o DriveProof saiba o que a unidade prometeu.</translation>
    </message>
    <message>
        <source>&amp;Another computer is the witness</source>
        <translation>&amp;Outro computador é a testemunha</translation>
    </message>
    <message>
        <source>Witness &amp;address:</source>
        <translation>&amp;Endereço da testemunha:</translation>
    </message>
    <message>
        <source>Witness address and port</source>
        <translation>Endereço e porta da testemunha</translation>
    </message>
    <message>
        <source>&amp;Pairing code:</source>
        <translation>&amp;Código de pareamento:</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Código de pareamento</translation>
    </message>
    <message>
        <source>On the second computer, open DriveProof&apos;s witness page (menu &quot;Power-loss witness…&quot;) or run &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; in a terminal. It shows the pairing code; type it here with its address, e.g. 192.168.1.20:7070.</source>
        <translation>No segundo computador, abra a página da testemunha do DriveProof (menu “Testemunha de queda de energia…”) ou execute “driveproof-cli witness --listen 0.0.0.0:7070” em um terminal. Ela mostra o código de pareamento; digite-o aqui com o endereço, por exemplo 192.168.1.20:7070.</translation>
    </message>
    <message>
        <source>P&amp;ractice on this computer, with a simulated drive</source>
        <translation>T&amp;reinar neste computador, com uma unidade simulada</translation>
    </message>
    <message>
        <source>Learn the procedure without pulling a plug: a simulated drive, a witness on this computer and a simulated power cut. Nothing on your drives is written.</source>
        <translation>Aprenda o procedimento sem puxar nenhum cabo: uma unidade simulada, uma testemunha neste computador e um corte de energia simulado. Nada é gravado nas suas unidades.</translation>
    </message>
    <message>
        <source>Simulated &amp;drive:</source>
        <translation>&amp;Unidade simulada:</translation>
    </message>
    <message>
        <source>Simulated drive</source>
        <translation>Unidade simulada</translation>
    </message>
    <message>
        <source>Honest: keeps every write it acknowledged</source>
        <translation>Honesta: mantém todas as gravações que confirmou</translation>
    </message>
    <message>
        <source>Lying: acknowledges writes it still holds in its cache</source>
        <translation>Mentirosa: confirma gravações que ainda estão no cache</translation>
    </message>
    <message>
        <source>This is not a pairing code: it has twelve letters and digits, like K7QD-M2XF-9HBT.</source>
        <translation>Isto não é um código de pareamento: ele tem doze letras e dígitos, como K7QD-M2XF-9HBT.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWizard</name>
    <message>
        <source>Power-loss test – DriveProof</source>
        <translation>Teste de queda de energia – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss test of %1 – DriveProof</source>
        <translation>Teste de queda de energia de %1 – DriveProof</translation>
    </message>
    <message>
        <source>1. Drive and area</source>
        <translation>1. Unidade e área</translation>
    </message>
    <message>
        <source>2. Witness</source>
        <translation>2. Testemunha</translation>
    </message>
    <message>
        <source>3. Check</source>
        <translation>3. Verificação prévia</translation>
    </message>
    <message>
        <source>4. Run and pull the plug</source>
        <translation>4. Executar e puxar o cabo</translation>
    </message>
    <message>
        <source>5. Verify</source>
        <translation>5. Verificar</translation>
    </message>
    <message>
        <source>6. Report</source>
        <translation>6. Relatório</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Voltar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>Etapa atual</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Avançar &gt;</translation>
    </message>
    <message>
        <source>&amp;Check this computer &gt;</source>
        <translation>&amp;Verificar este computador &gt;</translation>
    </message>
    <message>
        <source>&amp;Start practice</source>
        <translation>&amp;Iniciar treino</translation>
    </message>
    <message>
        <source>&amp;Start the test</source>
        <translation>&amp;Iniciar o teste</translation>
    </message>
    <message>
        <source>Power-loss test</source>
        <translation>Teste de queda de energia</translation>
    </message>
    <message>
        <source>simulated drive</source>
        <translation>unidade simulada</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated lying drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that loses acknowledged writes</extracomment>
        <translation>Treino de queda de energia em uma unidade simulada mentirosa – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated honest drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that keeps its writes</extracomment>
        <translation>Treino de queda de energia em uma unidade simulada honesta – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ReportWindow</name>
    <message>
        <source>Drive report: %1</source>
        <extracomment>window title; %1 the report&apos;s file name</extracomment>
        <translation>Relatório de unidade: %1</translation>
    </message>
    <message>
        <source>Open a drive report</source>
        <translation>Abrir um relatório de unidade</translation>
    </message>
    <message>
        <source>Drive reports (*.txt *.json *.log);;All files (*)</source>
        <extracomment>file dialog filter; keep the patterns in parentheses as they are</extracomment>
        <translation>Relatórios de unidade (*.txt *.json *.log);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>pasted text</source>
        <extracomment>the name a report pasted from the clipboard goes by</extracomment>
        <translation>texto colado</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultCharts</name>
    <message>
        <source>&amp;Latency of:</source>
        <translation>&amp;Latência de:</translation>
    </message>
    <message>
        <source>Measurement whose latency is shown</source>
        <translation>Medição cuja latência é mostrada</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultExporter</name>
    <message>
        <source>Could not write %1: %2. Choose another folder.</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>Não foi possível gravar %1: %2. Escolha outra pasta.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultPage</name>
    <message>
        <source>Verdict</source>
        <translation>Veredito</translation>
    </message>
    <message>
        <source>At a glance</source>
        <translation>Visão geral</translation>
    </message>
    <message>
        <source>All numbers</source>
        <translation>Todos os números</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Exportar &amp;JSON…</translation>
    </message>
    <message>
        <source>Save everything this test measured, for other programs</source>
        <translation>Salvar tudo o que este teste mediu, para outros programas</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Exportar &amp;CSV…</translation>
    </message>
    <message>
        <source>Save the table of numbers for a spreadsheet</source>
        <translation>Salvar a tabela de números para uma planilha</translation>
    </message>
    <message>
        <source>Save charts as &amp;PNG…</source>
        <translation>Salvar gráficos como &amp;PNG…</translation>
    </message>
    <message>
        <source>Save a picture of each chart into a folder</source>
        <translation>Salvar uma imagem de cada gráfico em uma pasta</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Histórico</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Execuções anteriores nesta unidade, e comparação entre duas delas</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>&amp;Novo teste</translation>
    </message>
    <message>
        <source>Ran on %1, started %2, took %3.</source>
        <extracomment>under a result&apos;s title; %1 where it ran, %2 date and time it started, %3 how long it took</extracomment>
        <translation>Destino: %1, iniciado em %2, duração %3.</translation>
    </message>
    <message>
        <source>Drive: %1, serial number %2</source>
        <extracomment>the drive a result is about; %1 model (or device name), %2 serial number</extracomment>
        <translation>Unidade: %1, número de série %2</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <extracomment>the drive a result is about; %1 model or device name</extracomment>
        <translation>Unidade: %1</translation>
    </message>
    <message>
        <source>The test stopped on an error.</source>
        <translation>O teste parou por causa de um erro.</translation>
    </message>
    <message>
        <source>You cancelled the test before it measured anything.</source>
        <translation>Você cancelou o teste antes que ele medisse qualquer coisa.</translation>
    </message>
    <message>
        <source>You cancelled the test. The numbers below are those of the steps that finished before that; the verdict may be incomplete.</source>
        <translation>Você cancelou o teste. Os números abaixo são os das etapas que terminaram antes disso; o veredito pode estar incompleto.</translation>
    </message>
    <message>
        <source>This result could not be kept in the history: %1</source>
        <extracomment>%1 why the result could not be saved</extracomment>
        <translation>Este resultado não pôde ser guardado no histórico: %1</translation>
    </message>
    <message>
        <source>This result is kept in the drive&apos;s history, so you can compare it with later runs.</source>
        <translation>Este resultado fica guardado no histórico da unidade, para que você possa compará-lo com execuções futuras.</translation>
    </message>
    <message>
        <source>This test measures speed and gives no verdict of its own. Compare the numbers with the drive&apos;s data sheet, or with an earlier run in the history.</source>
        <translation>Este teste mede velocidade e não dá um veredito próprio. Compare os números com a folha de dados da unidade ou com uma execução anterior no histórico.</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>label of a row; %1 a measurement&apos;s name, e.g. &quot;SEQ1M Q8T1 read&quot;</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Save the charts into a folder</source>
        <translation>Salvar os gráficos em uma pasta</translation>
    </message>
    <message>
        <source>Export the result as JSON</source>
        <translation>Exportar o resultado como JSON</translation>
    </message>
    <message>
        <source>Export the numbers as CSV</source>
        <translation>Exportar os números como CSV</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Arquivos JSON (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Arquivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <extracomment>%1 a file path</extracomment>
        <translation>%1 salvo.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n file(s) in %1.</source>
        <extracomment>%n files were written into the folder %1</extracomment>
        <translation>
            <numerusform>%n arquivo salvo em %1.</numerusform>
            <numerusform>%n arquivos salvos em %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy &amp;summary</source>
        <translation>Copiar &amp;resumo</translation>
    </message>
    <message>
        <source>A few lines with the main numbers and the verdicts, to paste into a forum post or an issue</source>
        <translation>Algumas linhas com os números principais e os veredictos, para colar em um fórum ou em um relatório de problema</translation>
    </message>
    <message>
        <source>Copied: the summary is on the clipboard, ready to paste.</source>
        <translation>Copiado: o resumo está na área de transferência, pronto para colar.</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <extracomment>under a result&apos;s title; %1 what it ran with: &quot;128 MiB · 2 s per step · temporary file on ext4 · io_uring&quot;</extracomment>
        <translation>Configurações: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultText</name>
    <message>
        <source>Danger</source>
        <translation>Perigo</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Atenção</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Bom</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Observação</translation>
    </message>
    <message>
        <source>%L1 commits/s</source>
        <extracomment>commits per second, e.g. &quot;1,234 commits/s&quot;</extracomment>
        <translation>%L1 commits/s</translation>
    </message>
    <message>
        <source>a temporary file in %1</source>
        <extracomment>where a test ran; %1 the folder that held its temporary file</extracomment>
        <translation>um arquivo temporário em %1</translation>
    </message>
    <message>
        <source>the device %1</source>
        <extracomment>where a test ran; %1 a device node such as /dev/sdb</extracomment>
        <translation>o dispositivo %1</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>um destino desconhecido</translation>
    </message>
    <message>
        <source>the file %1</source>
        <extracomment>where a test ran; %1 a file path</extracomment>
        <translation>o arquivo %1</translation>
    </message>
    <message>
        <source>DriveProof %1 on %2, %3</source>
        <extracomment>first line of a copied summary; %1 test name, %2 drive model or device, %3 date and time</extracomment>
        <translation>DriveProof %1 em %2, %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>a line of a copied summary; %1 the measurement, %2 its main number</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>- %1: %2</source>
        <extracomment>a verdict in a copied summary; %1 good/caution/danger/note, %2 the verdict</extracomment>
        <translation>- %1: %2</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <extracomment>a line of a copied summary; %1 what the test ran with: &quot;128 MiB · 2 s per step · temporary file on ext4 · io_uring&quot;</extracomment>
        <translation>Configurações: %1</translation>
    </message>
    <message>
        <source>Drive self-test</source>
        <extracomment>a drive self-test in the drive&apos;s history (the drive tested itself)</extracomment>
        <translation>Autoteste da unidade</translation>
    </message>
    <message>
        <source>Device: %1, serial number %2</source>
        <extracomment>a line of a copied summary; %1 the device node (&quot;/dev/sdb&quot;), %2 its serial number (&quot;-&quot; when it has none)</extracomment>
        <translation>Dispositivo: %1, número de série %2</translation>
    </message>
    <message>
        <source>%1: %2 · %3 · %4 µs</source>
        <extracomment>a line of a copied summary, as a quick check&apos;s tile shows it; %1 the measurement (&quot;SEQ1M Q8T1 read&quot;), %2 its transfer rate (&quot;2,345.6 MB/s&quot;), %3 its operations per second (&quot;2,236 IOPS&quot;), %4 its mean latency in microseconds</extracomment>
        <translation>%1: %2 · %3 · %4 µs</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultTiles</name>
    <message>
        <source>Read</source>
        <extracomment>heading of the column of read rates in the quick check&apos;s tiles</extracomment>
        <translation>Leitura</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>heading of the column of write rates in the quick check&apos;s tiles</extracomment>
        <translation>Gravação</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>não medido</translation>
    </message>
    <message>
        <source>%1 %2: not measured</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;</extracomment>
        <translation>%1 %2: não medido</translation>
    </message>
    <message>
        <source>%1 · %2 µs</source>
        <extracomment>small line of a quick check tile; %1 operations per second (&quot;12,345 IOPS&quot;), %2 the mean latency in microseconds</extracomment>
        <translation>%1 · %2 µs</translation>
    </message>
    <message>
        <source>%1 %2: %3, %4</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;, %3 the rate, e.g. &quot;2,345.6 MB/s&quot;, %4 IOPS and latency, e.g. &quot;2,236 IOPS · 3,577 µs&quot;</extracomment>
        <translation>%1 %2: %3, %4</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::RunPage</name>
    <message>
        <source>Progress</source>
        <translation>Progresso</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Mostrar:</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Commits por segundo</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>What the chart shows</source>
        <translation>O que o gráfico mostra</translation>
    </message>
    <message>
        <source>You can go on using DriveProof meanwhile. Other programs that use this drive now slow the test down and change its numbers.</source>
        <translation>Você pode continuar usando o DriveProof enquanto isso. Outros programas que usarem esta unidade agora deixam o teste mais lento e alteram os números.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
    <message>
        <source>&amp;Cancel test</source>
        <translation>&amp;Cancelar teste</translation>
    </message>
    <message>
        <source>Stop the test now; the steps that finished are kept</source>
        <translation>Parar o teste agora; as etapas concluídas são mantidas</translation>
    </message>
    <message>
        <source>In a temporary file in %1, removed afterwards.</source>
        <extracomment>where a test runs; %1 a folder</extracomment>
        <translation>Em um arquivo temporário em %1, removido depois.</translation>
    </message>
    <message>
        <source>On the file %1.</source>
        <extracomment>where a test runs; %1 a file</extracomment>
        <translation>No arquivo %1.</translation>
    </message>
    <message>
        <source>On the device %1, writing over its contents.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>No dispositivo %1, sobrescrevendo o conteúdo.</translation>
    </message>
    <message>
        <source>On the device %1, only reading.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>No dispositivo %1, somente leitura.</translation>
    </message>
    <message>
        <source>Cancelling: waiting for the drive to finish the I/O in flight, then removing the temporary file…</source>
        <translation>Cancelando: aguardando a unidade terminar a E/S em andamento e depois removendo o arquivo temporário…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <source>About %1 left</source>
        <extracomment>time left in a running test; %1 minutes:seconds, e.g. 1:23</extracomment>
        <translation>Faltam cerca de %1</translation>
    </message>
    <message>
        <source>Time left: not known yet</source>
        <translation>Tempo restante: ainda desconhecido</translation>
    </message>
    <message>
        <source>Now: %L1 commits per second</source>
        <extracomment>the last measured rate of a commit test; %1 commits per second</extracomment>
        <translation>Agora: %L1 commits por segundo</translation>
    </message>
    <message>
        <source>Now: %1, %2</source>
        <extracomment>the last measured numbers; %1 a rate (MB/s or MiB/s), %2 operations per second (IOPS)</extracomment>
        <translation>Agora: %1, %2</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SelfTestPanel</name>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>cerca de %n minuto</numerusform>
            <numerusform>cerca de %n minutos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a self-test button: %1 its kind (&quot;Short test&quot;), %2 its duration</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Teste curto</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Teste estendido</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Teste de transporte</translation>
    </message>
    <message>
        <source>Abort self-test</source>
        <translation>Interromper o autoteste</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <extracomment>%1 how far the running self-test is, in percent</extracomment>
        <translation>em andamento, %1% concluído</translation>
    </message>
    <message>
        <source>The drive runs the test by itself: you may close this window.</source>
        <translation>A unidade executa o teste sozinha: você pode fechar esta janela.</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <extracomment>%1 the last self-test&apos;s result in words</extracomment>
        <translation>nenhum autoteste em andamento</translation>
    </message>
    <message>
        <source>Last result: %1</source>
        <translation>Último resultado: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferências</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>first entry of the language list; %1 the language the system asks for, in its own name, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>Padrão do sistema (%1)</translation>
    </message>
    <message>
        <source>The language of DriveProof&apos;s windows. A change applies at once and is kept for the next start. The system default follows the LANGUAGE and LANG environment variables.</source>
        <translation>O idioma das janelas do DriveProof. Uma alteração vale na hora e é mantida para a próxima inicialização. O padrão do sistema segue as variáveis de ambiente LANGUAGE e LANG.</translation>
    </message>
    <message>
        <source>&amp;Transfer rates in:</source>
        <translation>&amp;Taxas de transferência em:</translation>
    </message>
    <message>
        <source>Drive makers and most benchmarks count a megabyte as 1,000,000 bytes; many file managers count a mebibyte, 1,048,576 bytes.</source>
        <translation>Fabricantes de unidades e a maioria dos benchmarks contam um megabyte como 1.000.000 bytes; muitos gerenciadores de arquivos contam um mebibyte, 1.048.576 bytes.</translation>
    </message>
    <message>
        <source>Default test si&amp;ze:</source>
        <translation>Tama&amp;nho de teste padrão:</translation>
    </message>
    <message>
        <source>What the test picker offers first. You can still choose another size for each test there.</source>
        <translation>O que o seletor de testes oferece primeiro. Lá você ainda pode escolher outro tamanho para cada teste.</translation>
    </message>
    <message>
        <source>Default time per st&amp;ep (seconds):</source>
        <translation>Tempo padrão por &amp;etapa (segundos):</translation>
    </message>
    <message>
        <source>How long each measurement of a test runs, as the test picker offers it first.</source>
        <translation>Quanto tempo dura cada medição de um teste, como o seletor de testes oferece primeiro.</translation>
    </message>
    <message>
        <source>MB/s (megabytes, 10⁶ bytes)</source>
        <extracomment>a choice of unit; 1 MB = 1,000,000 bytes</extracomment>
        <translation>MB/s (megabytes, 10⁶ bytes)</translation>
    </message>
    <message>
        <source>MiB/s (mebibytes, 2²⁰ bytes)</source>
        <extracomment>a choice of unit; 1 MiB = 1,048,576 bytes</extracomment>
        <translation>MiB/s (mebibytes, 2²⁰ bytes)</translation>
    </message>
    <message>
        <source>Each test&apos;s own</source>
        <extracomment>the default test size: each test&apos;s own (1 GiB; 4 GiB for the sustained write)</extracomment>
        <translation>O próprio de cada teste</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::StatusPage</name>
    <message>
        <source>Looking for drives</source>
        <translation>Procurando unidades</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>Procurando unidades…</translation>
    </message>
    <message>
        <source>Reading what the kernel knows about each drive.</source>
        <translation>Lendo o que o kernel sabe sobre cada unidade.</translation>
    </message>
    <message>
        <source>No drives found</source>
        <translation>Nenhuma unidade encontrada</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Atualizar</translation>
    </message>
    <message>
        <source>DriveProof could not find a drive it can read. This happens when:</source>
        <translation>O DriveProof não encontrou nenhuma unidade que consiga ler. Possíveis causas:</translation>
    </message>
    <message>
        <source>• No drive is connected. Connect one and press Refresh (F5); a USB drive may take a few seconds to appear.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• Nenhuma unidade está conectada. Conecte uma e pressione Atualizar (F5); uma unidade USB pode levar alguns segundos para aparecer.</translation>
    </message>
    <message>
        <source>• DriveProof runs in a container or sandbox (Docker, Flatpak, Snap) that hides the machine&apos;s drives (/sys/block and /dev). Run it on the host instead, or give the sandbox access to the drives.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• O DriveProof está sendo executado em um contêiner ou sandbox (Docker, Flatpak, Snap) que esconde as unidades da máquina (/sys/block e /dev). Execute-o no hospedeiro, ou dê à sandbox acesso às unidades.</translation>
    </message>
    <message>
        <source>• It is not allowed to read the drives&apos; details: the system limits access to /sys or /dev. Ask the administrator, or run driveproof-cli list to see what the kernel reports.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• O DriveProof não tem permissão para ler os dados das unidades: o sistema limita o acesso a /sys ou /dev. Peça ao administrador, ou execute driveproof-cli list para ver o que o kernel informa.</translation>
    </message>
    <message>
        <source>• udisks2 is not running, so only the kernel was asked. Start it with &quot;systemctl start udisks2&quot; and press Refresh.</source>
        <extracomment>list item of the empty state; &quot;systemctl start udisks2&quot; is a command, keep it</extracomment>
        <translation>• O udisks2 não está em execução, então só o kernel foi consultado. Inicie-o com “systemctl start udisks2” e pressione Atualizar.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TableCopy</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Copiar como &amp;Markdown</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCard</name>
    <message>
        <source>Test this drive</source>
        <translation>Testar esta unidade</translation>
    </message>
    <message>
        <source>Measure how fast this drive commits, streams and seeks, and whether its cache acknowledges writes before they are safe. Tests write only to a temporary file in a folder you choose, unless you ask for the raw device; they run in a window of their own.</source>
        <translation>Mede a rapidez com que esta unidade faz commits, transfere dados sequenciais e acessa dados aleatórios, e se o cache dela confirma gravações antes que estejam seguras. Os testes só gravam em um arquivo temporário em uma pasta que você escolher, a menos que você peça o dispositivo bruto; eles rodam em uma janela própria.</translation>
    </message>
    <message>
        <source>Co&amp;mmit rate…</source>
        <translation>Taxa de &amp;commits…</translation>
    </message>
    <message>
        <source>How many durable commits per second, like pg_test_fsync</source>
        <translation>Quantos commits duráveis por segundo, como o pg_test_fsync</translation>
    </message>
    <message>
        <source>Hi&amp;story…</source>
        <translation>&amp;Histórico…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Execuções anteriores nesta unidade, e comparação entre duas delas</translation>
    </message>
    <message>
        <source>A test is running on this drive; its window shows how far it got.</source>
        <translation>Um teste está em execução nesta unidade; a janela dele mostra até onde chegou.</translation>
    </message>
    <message>
        <source>&amp;All tests…</source>
        <translation>&amp;Todos os testes…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCatalog</name>
    <message>
        <source>Power-loss test</source>
        <translation>Teste de queda de energia</translation>
    </message>
    <message>
        <source>CrystalDiskMark&apos;s four tests in one go: sequential reads and writes in 1 MiB blocks with 8 and with 1 request in flight, then random 4 KiB reads and writes with 32 and with 1 request in flight. The quickest way to see whether a drive performs as its box promises.</source>
        <translation>Os quatro testes do CrystalDiskMark de uma vez: leituras e gravações sequenciais em blocos de 1 MiB com 8 e com 1 requisição em andamento, depois leituras e gravações aleatórias de 4 KiB com 32 e com 1 requisição em andamento. A forma mais rápida de ver se uma unidade tem o desempenho que a caixa promete.</translation>
    </message>
    <message>
        <source>How many times per second the drive durably commits a small write, measured like PostgreSQL&apos;s pg_test_fsync: every sync method, 8 kB and 16 kB commits, and plain writes as a baseline. It also counts the flushes that reach the drive. A hard disk that commits faster than its platters turn has a cache that acknowledges writes before they are safe.</source>
        <translation>Quantas vezes por segundo a unidade confirma de forma durável uma gravação pequena, medido como o pg_test_fsync do PostgreSQL: todos os métodos de sincronização, commits de 8 kB e 16 kB, e gravações simples como referência. Também conta os comandos de flush que chegam à unidade. Um disco rígido que confirma mais rápido do que seus pratos giram tem um cache que confirma gravações antes que estejam seguras.</translation>
    </message>
    <message>
        <source>Sequential reads and writes in 1 MiB blocks, with 8 and with 1 request in flight: the rate at which large files are copied.</source>
        <translation>Leituras e gravações sequenciais em blocos de 1 MiB, com 8 e com 1 requisição em andamento: a taxa com que arquivos grandes são copiados.</translation>
    </message>
    <message>
        <source>Writes the whole test area once, from start to end, and draws the rate as it fills. Many SSDs write fast only until their cache is full, then slow down: choose a test size larger than that cache, tens of gigabytes on a large SSD.</source>
        <translation>Grava a área de teste inteira uma vez, do início ao fim, e desenha a taxa conforme ela se enche. Muitos SSDs só gravam rápido até o cache deles encher e depois ficam lentos: escolha um tamanho de teste maior que esse cache, dezenas de gigabytes em um SSD grande.</translation>
    </message>
    <message>
        <source>Reads the whole test area from start to end and draws the rate by position. A hard disk is faster at its outer edge; dips and stalls point to areas that need retries.</source>
        <translation>Lê a área de teste inteira do início ao fim e desenha a taxa por posição. Um disco rígido é mais rápido na borda externa; quedas e travamentos indicam áreas que precisam de novas tentativas.</translation>
    </message>
    <message>
        <source>Random 4 KiB reads, writes and a mix of 70% reads, with 1 and with 32 requests in flight: what databases, virtual machines and starting programs feel.</source>
        <translation>Leituras e gravações aleatórias de 4 KiB e uma mistura com 70% de leituras, com 1 e com 32 requisições em andamento: o que bancos de dados, máquinas virtuais e programas ao iniciar sentem.</translation>
    </message>
    <message>
        <source>Random I/O at every block size from 512 bytes to 16 MiB: where the drive reaches its best transfer rate, and how its operations per second fall as blocks grow.</source>
        <translation>E/S aleatória em cada tamanho de bloco de 512 bytes a 16 MiB: onde a unidade atinge a melhor taxa de transferência e como as operações por segundo caem conforme os blocos crescem.</translation>
    </message>
    <message>
        <source>Random I/O with 1 to 256 requests in flight: how much parallelism the drive needs to give its best.</source>
        <translation>E/S aleatória com 1 a 256 requisições em andamento: quanto paralelismo a unidade precisa para dar o seu melhor.</translation>
    </message>
    <message>
        <source>Random I/O from 1 to 96 threads: how the drive and the kernel cope with many programs at once.</source>
        <translation>E/S aleatória de 1 a 96 threads: como a unidade e o kernel lidam com muitos programas ao mesmo tempo.</translation>
    </message>
    <message>
        <source>Reads the same random blocks twice, with an idle time in between. A hybrid drive (SSHD) or a tiered cache moves hot data to flash meanwhile, so the second pass is much faster.</source>
        <translation>Lê os mesmos blocos aleatórios duas vezes, com um tempo ocioso entre elas. Uma unidade híbrida (SSHD) ou um cache em camadas move nesse meio-tempo os dados mais usados para a memória flash, então a segunda passada é muito mais rápida.</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>a duration; %n seconds</extracomment>
        <translation>
            <numerusform>%n segundo</numerusform>
            <numerusform>%n segundos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>a duration, rounded; %n minutes</extracomment>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minutos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>a duration, rounded; %1 hours, %2 minutes</extracomment>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>Checks whether the drive keeps the writes it acknowledged when the power is cut: DriveProof writes numbered records, you pull the plug, and after the restart it checks what survived. A second computer keeps the witness&apos;s record of every acknowledged write; you can also practise on this computer with a simulated drive. It writes to a test file (or, with your confirmation, a partition) and takes a few minutes plus a restart.</source>
        <translation>Verifica se a unidade mantém as gravações que confirmou quando a energia é cortada: o DriveProof grava registros numerados, você puxa o cabo de energia e, depois da reinicialização, ele verifica o que sobreviveu. Um segundo computador guarda, como testemunha, o registro de cada gravação confirmada; você também pode treinar neste computador com uma unidade simulada. O teste grava em um arquivo de teste (ou, com a sua confirmação, em uma partição) e leva alguns minutos mais uma reinicialização.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestWindow</name>
    <message>
        <source>Test %1 – DriveProof</source>
        <extracomment>window title; %1 the drive&apos;s name (model)</extracomment>
        <translation>Teste de %1 – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TopologyCard</name>
    <message>
        <source>Topology</source>
        <translation>Topologia</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamanho</translation>
    </message>
    <message>
        <source>The kernel reports no size: the drive may have no medium inserted.</source>
        <translation>O kernel não informa nenhum tamanho: talvez a unidade esteja sem mídia inserida.</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Setor lógico</translation>
    </message>
    <message>
        <source>The smallest unit the drive can address.</source>
        <translation>A menor porção que a unidade consegue endereçar.</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Setor físico</translation>
    </message>
    <message>
        <source>The unit the drive writes internally. Partitions should start on a multiple of it.</source>
        <translation>O bloco que a unidade grava internamente. As partições devem começar em um múltiplo dele.</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>E/S mínima</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>E/S ótima</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>não informado</translation>
    </message>
    <message>
        <source>The drive states no preferred I/O size; most drives do not.</source>
        <translation>A unidade não declara um tamanho de E/S preferido; a maioria não declara.</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <translation>Deslocamento de alinhamento</translation>
    </message>
    <message>
        <source>How far sector 0 sits past a physical-sector boundary. Almost always 0.</source>
        <translation>Quanto o setor 0 fica depois de um limite de setor físico. Quase sempre 0.</translation>
    </message>
    <message>
        <source>What the kernel believes: with &quot;write back&quot; it asks the drive to flush its cache. The drive&apos;s own setting can differ.</source>
        <translation>O que o kernel acredita: com “write back”, ele pede à unidade que faça o flush do cache. A configuração da própria unidade pode ser diferente.</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Cache de gravação (visão do kernel)</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>O kernel não informa um modo de cache de gravação para este dispositivo.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: o kernel pode pedir que gravações individuais cheguem à mídia persistente sem fazer o flush do cache inteiro.</translation>
    </message>
    <message>
        <source>The kernel did not report this value.</source>
        <translation>O kernel não informou este valor.</translation>
    </message>
    <message>
        <source>only its partitions, see Partitions</source>
        <extracomment>&quot;Mounted on&quot; of a whole drive whose partitions (not the drive) are mounted</extracomment>
        <translation>só as partições, veja Partições</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>não montado</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Montado em</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Em uso por</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>Device-mapper, RAID or LVM devices stacked on the whole drive.</source>
        <translation>Dispositivos device-mapper, RAID ou LVM empilhados sobre a unidade inteira.</translation>
    </message>
    <message>
        <source>%1: %2 (in use)</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2 (em uso)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>LBA formats</source>
        <translation>Formatos LBA</translation>
    </message>
    <message>
        <source>The sector sizes this NVMe namespace can be formatted with, and how fast the drive itself says each is (Identify Namespace). Changing it erases the namespace; DriveProof never does.</source>
        <translation>Os tamanhos de setor com que este namespace NVMe pode ser formatado e quão rápido a própria unidade diz que cada um é (Identify Namespace). Mudar apaga o namespace; o DriveProof nunca faz isso.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TrimCard</name>
    <message>
        <source>TRIM</source>
        <translation>TRIM</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Camadas</translation>
    </message>
    <message>
        <source>Reaches the drive</source>
        <translation>Chega à unidade</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>lendo…</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>to the loop device&apos;s backing file</source>
        <translation>até o arquivo de apoio do dispositivo loop</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>não: uma camada o descarta</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>não: a unidade não o aceita</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconhecido</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>ativado</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>desativado</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>mascarado</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>não instalado</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (o systemd não está em execução)</translation>
    </message>
    <message>
        <source>fstrim.timer</source>
        <translation>fstrim.timer</translation>
    </message>
    <message>
        <source>From %1:</source>
        <extracomment>heading of one way down the block stack; %1 the device at its top</extracomment>
        <translation>De %1:</translation>
    </message>
    <message>
        <source>%1: no discard limits shown</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/sda (disk)&quot;</extracomment>
        <translation>%1: nenhum limite de discard informado</translation>
    </message>
    <message>
        <source>%1: drops discards</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/mapper/luks-1 (dm-crypt)&quot;</extracomment>
        <translation>%1: descarta os discards</translation>
    </message>
    <message>
        <source>%1: passes discards, granularity %2, up to %3</source>
        <extracomment>%1 a device and its kind, %2 discard granularity, %3 largest discard, e.g. &quot;4.0 KiB&quot;, &quot;2.0 GiB&quot;</extracomment>
        <translation>%1: deixa passar os discards, granularidade %2, até %3</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::UsagePanel</name>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>É nova? %1</translation>
    </message>
    <message>
        <source>The rating could not be kept: %1 cannot be written.</source>
        <extracomment>%1 the file DriveProof keeps what it remembers about drives in</extracomment>
        <translation>Não foi possível guardar a classificação: não é possível gravar %1.</translation>
    </message>
    <message>
        <source>Rated &amp;endurance:</source>
        <extracomment>the endurance the maker rates the drive&apos;s model for, in terabytes written</extracomment>
        <translation>R&amp;esistência nominal:</translation>
    </message>
    <message>
        <source> TBW</source>
        <extracomment>unit after the endurance field: terabytes written</extracomment>
        <translation> TBW</translation>
    </message>
    <message>
        <source>not entered</source>
        <extracomment>shown in the endurance field while no rating is kept for the model</extracomment>
        <translation>não informada</translation>
    </message>
    <message>
        <source>&amp;Remember for this model</source>
        <translation>&amp;Lembrar para este modelo</translation>
    </message>
    <message>
        <source>The terabytes written (TBW) the maker&apos;s data sheet rates this model for. Kept for every drive of the same model.</source>
        <translation>Os terabytes gravados (TBW) para os quais a folha de dados do fabricante classifica este modelo. Guardado para cada unidade do mesmo modelo.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WitnessPage</name>
    <message>
        <source>DriveProof cannot be a witness on %1.</source>
        <extracomment>%1 an address such as 0.0.0.0:7070</extracomment>
        <translation>O DriveProof não pode ser testemunha em %1.</translation>
    </message>
    <message>
        <source>%1: run %2 started.</source>
        <extracomment>%1 a time, %2 a short run id</extracomment>
        <translation>%1: execução %2 iniciada.</translation>
    </message>
    <message>
        <source>%1: run %2 came back.</source>
        <translation>%1: a execução %2 voltou.</translation>
    </message>
    <message>
        <source>%1: run %2 went silent: the estimated power cut.</source>
        <translation>%1: a execução %2 silenciou: o corte de energia estimado.</translation>
    </message>
    <message>
        <source>%1: run %2 stopped on a write error: %3</source>
        <translation>%1: a execução %2 parou por um erro de gravação: %3</translation>
    </message>
    <message>
        <source>%1: run %2 ended cleanly, without a power cut.</source>
        <translation>%1: a execução %2 terminou normalmente, sem corte de energia.</translation>
    </message>
    <message>
        <source>%1: the result of run %2 arrived.</source>
        <translation>%1: o resultado da execução %2 chegou.</translation>
    </message>
    <message>
        <source>%1: refused a connection: %2</source>
        <extracomment>%1 a time, %2 why a connection was refused</extracomment>
        <translation>%1: conexão recusada: %2</translation>
    </message>
    <message>
        <source>%1: the journal cannot be written: %2</source>
        <translation>%1: não é possível gravar o diário: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>journal damaged</source>
        <translation>diário danificado</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>erro de gravação</translation>
    </message>
    <message>
        <source>ended cleanly</source>
        <translation>terminou normalmente</translation>
    </message>
    <message>
        <source>silent: power cut?</source>
        <translation>silenciou: corte de energia?</translation>
    </message>
    <message>
        <source>connected, writing</source>
        <translation>conectada, gravando</translation>
    </message>
    <message>
        <source>connected, preparing</source>
        <translation>conectada, preparando</translation>
    </message>
    <message>
        <source>waiting for the writer</source>
        <translation>aguardando o processo de gravação</translation>
    </message>
    <message>
        <source>%1 (%2 s ago)</source>
        <extracomment>%1 a clock time, %2 seconds ago</extracomment>
        <translation>%1 (há %2 s)</translation>
    </message>
    <message>
        <source>received</source>
        <translation>recebido</translation>
    </message>
    <message>
        <source>Pairing code %1</source>
        <translation>Código de pareamento %1</translation>
    </message>
    <message>
        <source>&amp;Stop witness</source>
        <translation>&amp;Parar testemunha</translation>
    </message>
    <message>
        <source>&amp;Start witness</source>
        <translation>&amp;Iniciar testemunha</translation>
    </message>
    <message>
        <source>Listening on port %1. The record of each run is kept in %2.</source>
        <extracomment>%1 a port number, %2 a folder</extracomment>
        <translation>Escutando na porta %1. O registro de cada execução é mantido em %2.</translation>
    </message>
    <message>
        <source>Not listening.</source>
        <translation>Não está escutando.</translation>
    </message>
    <message>
        <source>Power-loss witness – DriveProof</source>
        <translation>Testemunha de queda de energia – DriveProof</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test</source>
        <translation>Ser a testemunha de um teste de queda de energia</translation>
    </message>
    <message>
        <source>The computer whose drive is tested reports every write its drive acknowledges to this one, over the network. After the power cut, this record shows which acknowledged writes the drive lost. Keep this computer running and its power on during the test.</source>
        <translation>O computador cuja unidade está sendo testada informa a este, pela rede, cada gravação que a unidade dele confirma. Depois do corte de energia, este registro mostra quais gravações confirmadas a unidade perdeu. Mantenha este computador ligado e na energia durante o teste.</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>&amp;Escutar em:</translation>
    </message>
    <message>
        <source>Address and port to listen on</source>
        <translation>Endereço e porta em que escutar</translation>
    </message>
    <message>
        <source>0.0.0.0:7070 listens on every network of this computer</source>
        <translation>0.0.0.0:7070 escuta em todas as redes deste computador</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Código de pareamento</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>&amp;Novo código</translation>
    </message>
    <message>
        <source>On the computer under test, open the power-loss test and type this computer&apos;s address (port included) and this code. From a terminal: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Instead of this page you may run &quot;driveproof-cli witness&quot; here.</source>
        <translation>No computador em teste, abra o teste de queda de energia e digite o endereço deste computador (com a porta) e este código. Em um terminal: “driveproof-cli powerloss run --witness ADDRESS:PORT”. Em vez desta página, você pode executar “driveproof-cli witness” aqui.</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Execuções</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Execução</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computador</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Commits</source>
        <translation>Commits</translation>
    </message>
    <message>
        <source>Silent since</source>
        <extracomment>a column: when the writer went silent, the estimated power cut</extracomment>
        <translation>Em silêncio desde</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Runs this witness records</source>
        <translation>Execuções que esta testemunha registra</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>Último evento</translation>
    </message>
    <message>
        <source>On the computer under test, type one of these witness addresses: %1</source>
        <extracomment>%1 this computer&apos;s addresses with the port, e.g. &quot;192.0.2.7:7070, 10.0.0.2:7070&quot;</extracomment>
        <translation>No computador em teste, digite um destes endereços da testemunha: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WriteCacheCard</name>
    <message>
        <source>Write cache</source>
        <translation>Cache de gravação</translation>
    </message>
    <message>
        <source>Keep after reboot</source>
        <translation>Manter após reiniciar</translation>
    </message>
    <message>
        <source>A volatile write cache makes writes fast but can lose data that was already acknowledged if power fails. With the cache on, commits are safe only while the kernel sends flushes and the drive obeys them; with it off, every write reaches the media before it is acknowledged.</source>
        <translation>Um cache de gravação volátil torna as gravações rápidas, mas pode perder dados já confirmados se faltar energia. Com o cache ativado, os commits só são seguros enquanto o kernel enviar comandos de flush e a unidade os obedecer; com ele desativado, cada gravação chega à mídia antes de ser confirmada.</translation>
    </message>
    <message>
        <source>Waiting for permission… If a password dialog opened, answer it there.</source>
        <translation>Aguardando permissão… Se uma janela de senha tiver aberto, responda nela.</translation>
    </message>
    <message>
        <source>Switching…</source>
        <translation>Alterando…</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still off.</source>
        <translation>A unidade não aceitou a nova configuração: o cache dela continua desativado.</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still on.</source>
        <translation>A unidade não aceitou a nova configuração: o cache dela continua ativado.</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is on now (read again from the drive).</source>
        <translation>Pronto: o cache da unidade agora está ativado (lido de novo da unidade).</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is off now (read again from the drive).</source>
        <translation>Pronto: o cache da unidade agora está desativado (lido de novo da unidade).</translation>
    </message>
    <message>
        <source>Drive&apos;s cache</source>
        <translation>Cache da unidade</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>lendo…</translation>
    </message>
    <message>
        <source>The drive&apos;s setting could not be read; see below.</source>
        <translation>Não foi possível ler a configuração da unidade; veja abaixo.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Lido via</translation>
    </message>
    <message>
        <source>Kernel view only: there is no drive-level cache that DriveProof could read or switch here.</source>
        <translation>Só a visão do kernel: aqui não há cache da unidade que o DriveProof possa ler ou alterar.</translation>
    </message>
    <message>
        <source>This drive has no volatile write cache: every write goes to the media before it is acknowledged. There is nothing to switch.</source>
        <translation>Esta unidade não tem cache de gravação volátil: cada gravação chega à mídia antes de ser confirmada. Não há nada para alterar.</translation>
    </message>
    <message>
        <source>This drive does not allow its write cache setting to be changed. Its maker&apos;s tool may offer a way.</source>
        <translation>Esta unidade não permite alterar a configuração do cache de gravação. A ferramenta do fabricante talvez ofereça uma forma.</translation>
    </message>
    <message>
        <source>The drive did not report whether its cache is on, so DriveProof offers no switch.</source>
        <translation>A unidade não informou se o cache está ativado, então o DriveProof não oferece nenhuma chave.</translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation>não se aplica</translation>
    </message>
    <message>
        <source>Only a real drive has a cache of its own; see the note below.</source>
        <translation>Só uma unidade real tem cache próprio; veja a observação abaixo.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache.</source>
        <translation>A unidade não tem cache de gravação volátil.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>ativado</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desativado</translation>
    </message>
    <message>
        <source>The drive did not report its current setting.</source>
        <translation>A unidade não informou a configuração atual.</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>Visão do kernel</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>O kernel não informa um modo de cache de gravação para este dispositivo.</translation>
    </message>
    <message>
        <source>What the kernel believes (queue/write_cache). With &quot;write back&quot; it asks the drive to flush its cache when a program commits data.</source>
        <translation>O que o kernel acredita (queue/write_cache). Com “write back”, ele pede à unidade que faça o flush do cache quando um programa confirma dados.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>The kernel does not say whether it uses Forced Unit Access.</source>
        <translation>O kernel não informa se usa Forced Unit Access.</translation>
    </message>
    <message>
        <source>yes: single writes can be forced to the media</source>
        <translation>sim: gravações individuais podem ser forçadas até a mídia</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: o kernel pode pedir que gravações individuais cheguem à mídia persistente sem fazer o flush do cache inteiro.</translation>
    </message>
    <message>
        <source>%1, re-applied by udisks2 at every boot</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, reaplicado pelo udisks2 a cada inicialização</translation>
    </message>
    <message>
        <source>%1, saved in the drive</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, salvo na unidade</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Configuração salva</translation>
    </message>
    <message>
        <source>The setting the drive gets again after a power cycle.</source>
        <translation>A configuração que a unidade recebe de novo após um ciclo de energia.</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (udisks2 re-applies it at every boot)</source>
        <translation>até o próximo ciclo de energia, ou de forma permanente com “Manter após reiniciar” (o udisks2 a reaplica a cada inicialização)</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (saved in the drive)</source>
        <translation>até o próximo ciclo de energia, ou de forma permanente com “Manter após reiniciar” (salva na unidade)</translation>
    </message>
    <message>
        <source>until the next power cycle</source>
        <translation>até o próximo ciclo de energia</translation>
    </message>
    <message>
        <source>A change lasts</source>
        <translation>Uma alteração dura</translation>
    </message>
    <message>
        <source>Turn the cache off</source>
        <translation>Desativar o cache</translation>
    </message>
    <message>
        <source>Turn the cache on</source>
        <translation>Ativar o cache</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 off</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>Desativar o cache de gravação de %1</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 on</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>Ativar o cache de gravação de %1</translation>
    </message>
    <message>
        <source>Turning the cache off makes commits slower, often many times slower, but safe: acknowledged writes are on the media, even if the drive ignores flushes.</source>
        <translation>Desativar o cache deixa os commits mais lentos, muitas vezes bem mais lentos, mas seguros: gravações confirmadas estão na mídia, mesmo que a unidade ignore os comandos de flush.</translation>
    </message>
    <message>
        <source>Turning the cache on makes writes faster. Commits stay safe only while the kernel sends flushes and the drive obeys them.</source>
        <translation>Ativar o cache deixa as gravações mais rápidas. Os commits só continuam seguros enquanto o kernel enviar comandos de flush e a unidade os obedecer.</translation>
    </message>
    <message>
        <source>udisks2 stores the setting and applies it again at every boot.</source>
        <translation>O udisks2 guarda a configuração e a aplica de novo a cada inicialização.</translation>
    </message>
    <message>
        <source>The drive saves the setting and keeps it across power cycles.</source>
        <translation>A unidade salva a configuração e a mantém entre ciclos de energia.</translation>
    </message>
    <message>
        <source>Why this matters</source>
        <translation>Por que isso importa</translation>
    </message>
</context>
<context>
    <name>DriveProof::Health</name>
    <message>
        <source>The drive&apos;s SMART data could not be assessed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>Não foi possível avaliar os dados SMART da unidade: %1.</translation>
    </message>
    <message>
        <source>The drive&apos;s SMART self-assessment passed, it reports no bad sectors, and no attribute is or was past its threshold.</source>
        <translation>A autoavaliação SMART da unidade passou, ela não informa setores defeituosos e nenhum atributo está ou esteve além do seu limite.</translation>
    </message>
    <message>
        <source>An attribute that predicts failure was past its threshold in the past. Keep backups and watch this drive.</source>
        <translation>Um atributo que prevê falhas passou do seu limite no passado. Mantenha backups e acompanhe esta unidade.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has %n bad sector(s) (reallocated or waiting to be). Keep backups and check again soon: a growing number means the drive is wearing out.</source>
        <extracomment>%n number of bad sectors</extracomment>
        <translation>
            <numerusform>A unidade tem %n setor defeituoso (realocado ou aguardando realocação). Mantenha backups e verifique de novo em breve: um número crescente significa que a unidade está se desgastando.</numerusform>
            <numerusform>A unidade tem %n setores defeituosos (realocados ou aguardando realocação). Mantenha backups e verifique de novo em breve: um número crescente significa que a unidade está se desgastando.</numerusform>
        </translation>
    </message>
    <message>
        <source>An attribute that predicts failure is past its threshold now: the drive expects to fail. Back up your data and replace the drive.</source>
        <translation>Um atributo que prevê falhas está além do seu limite agora: a unidade espera falhar. Faça backup dos seus dados e substitua a unidade.</translation>
    </message>
    <message>
        <source>The drive has more bad sectors than its threshold allows. Back up your data and replace the drive.</source>
        <translation>A unidade tem mais setores defeituosos do que o seu limite permite. Faça backup dos seus dados e substitua a unidade.</translation>
    </message>
    <message>
        <source>The drive&apos;s own SMART self-assessment says it is failing. Back up your data now and replace the drive.</source>
        <translation>A própria autoavaliação SMART da unidade diz que ela está falhando. Faça backup dos seus dados agora e substitua a unidade.</translation>
    </message>
    <message>
        <source>libatasmart gave an assessment this version of DriveProof does not know.</source>
        <translation>O libatasmart deu uma avaliação que esta versão do DriveProof não conhece.</translation>
    </message>
    <message>
        <source>%1 has no ATA health data: it is not an ATA drive (loop, virtual and NVMe devices have none).</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 não tem dados de saúde ATA: não é uma unidade ATA (dispositivos loop, virtuais e NVMe não têm).</translation>
    </message>
    <message>
        <source>The drive in %1 does not support SMART, so it reports no health data.</source>
        <extracomment>%1 device</extracomment>
        <translation>A unidade em %1 não suporta SMART, então não fornece dados de saúde.</translation>
    </message>
    <message>
        <source>SMART is switched off on this drive, so it reports no health data. DriveProof does not switch it on by itself; &apos;smartctl -s on&apos; does.</source>
        <translation>O SMART está desativado nesta unidade, então ela não fornece dados de saúde. O DriveProof não o ativa por conta própria; &apos;smartctl -s on&apos; faz isso.</translation>
    </message>
    <message>
        <source>%1 reports no ATA SMART data: it is not an ATA drive, or its USB bridge does not pass SMART commands through.</source>
        <extracomment>%1 device or file</extracomment>
        <translation>%1 não fornece dados ATA SMART: não é uma unidade ATA, ou a ponte USB dela não repassa comandos SMART.</translation>
    </message>
    <message>
        <source>Reading SMART data from %1 failed: %2.</source>
        <extracomment>%1 device or file, %2 the system&apos;s error text</extracomment>
        <translation>Falha ao ler os dados SMART de %1: %2.</translation>
    </message>
    <message>
        <source>Unexpected power losses (SMART attribute 174)</source>
        <translation>Perdas de energia inesperadas (atributo SMART 174)</translation>
    </message>
    <message>
        <source>Unsafe shutdowns (SMART attribute 192)</source>
        <translation>Desligamentos inseguros (atributo SMART 192)</translation>
    </message>
    <message>
        <source>Emergency head retracts at power-off (SMART attribute 192)</source>
        <translation>Recolhimentos de emergência das cabeças ao desligar (atributo SMART 192)</translation>
    </message>
    <message>
        <source>%1 is not a libatasmart SMART dump (tagged IDFY / SMST / SMDT / SMTH sections).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 não é um dump SMART do libatasmart (seções marcadas IDFY / SMST / SMDT / SMTH).</translation>
    </message>
    <message>
        <source>%1 is a %2 device: it has no health data of its own to read.</source>
        <extracomment>%1 device path, %2 transport such as &quot;virtio&quot; or &quot;loop&quot;</extracomment>
        <translation>%1 é um dispositivo %2: ele não tem dados de saúde próprios para ler.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconhecido</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply names no device.</source>
        <translation>A resposta do auxiliar sobre a saúde não indica nenhum dispositivo.</translation>
    </message>
    <message>
        <source>Critical warning: the spare capacity has fallen below the drive&apos;s threshold.</source>
        <translation>Aviso crítico: a capacidade de reserva caiu abaixo do limite da unidade.</translation>
    </message>
    <message>
        <source>Critical warning: the temperature is outside the drive&apos;s limits.</source>
        <translation>Aviso crítico: a temperatura está fora dos limites da unidade.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s reliability is degraded by media errors or an internal error. Back up its data.</source>
        <translation>Aviso crítico: a confiabilidade da unidade está degradada por erros de mídia ou por um erro interno. Faça backup dos dados dela.</translation>
    </message>
    <message>
        <source>Critical warning: the drive has made its media read-only. Copy its data elsewhere.</source>
        <translation>Aviso crítico: a unidade colocou a mídia em somente leitura. Copie os dados dela para outro lugar.</translation>
    </message>
    <message>
        <source>Critical warning: the backup for the drive&apos;s volatile memory has failed, so cached writes may be lost at a power cut.</source>
        <translation>Aviso crítico: a proteção da memória volátil da unidade falhou, então gravações em cache podem ser perdidas em uma queda de energia.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s persistent memory region has become read-only.</source>
        <translation>Aviso crítico: a região de memória persistente da unidade passou a ser somente leitura.</translation>
    </message>
    <message>
        <source>Critical warning: bit %1, which this version of DriveProof does not know, is set.</source>
        <extracomment>%1 bit number of the NVMe critical warning byte</extracomment>
        <translation>Aviso crítico: o bit %1, que esta versão do DriveProof não conhece, está ativo.</translation>
    </message>
    <message>
        <source>Only %L1% spare capacity is left, below the drive&apos;s threshold of %L2%.</source>
        <extracomment>%1 spare capacity left in percent, %2 the drive&apos;s threshold in percent</extracomment>
        <translation>Resta apenas %L1% de capacidade de reserva, abaixo do limite da unidade de %L2%.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance: it has taken more writes than it was designed for.</source>
        <extracomment>%1 percentage of the rated endurance used, 100 or more</extracomment>
        <translation>A unidade consumiu %L1% da sua durabilidade nominal: recebeu mais gravações do que foi projetada para suportar.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance.</source>
        <extracomment>%1 percentage of the rated endurance used</extracomment>
        <translation>A unidade consumiu %L1% da sua durabilidade nominal.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has recorded %Ln media or data integrity error(s).</source>
        <extracomment>%n number of errors (counts beyond the int range are shown as the int maximum)</extracomment>
        <translation>
            <numerusform>A unidade registrou %Ln erro de mídia ou de integridade de dados.</numerusform>
            <numerusform>A unidade registrou %Ln erros de mídia ou de integridade de dados.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its critical temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s critical limit in °C</extracomment>
        <translation>A unidade está a %L1 °C, na sua temperatura crítica de %L2 °C ou acima dela.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its warning temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s warning limit in °C</extracomment>
        <translation>A unidade está a %L1 °C, na sua temperatura de aviso de %L2 °C ou acima dela.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above %L2 °C, where most drives slow down to cool off.</source>
        <extracomment>%1 current temperature in °C, %2 a generic limit in °C</extracomment>
        <translation>A unidade está a %L1 °C, em %L2 °C ou acima, temperatura em que a maioria das unidades desacelera para esfriar.</translation>
    </message>
    <message>
        <source>The NVMe health log reports no problems.</source>
        <translation>O log de saúde NVMe não informa problemas.</translation>
    </message>
    <message>
        <source>The drive&apos;s answer to SMART RETURN STATUS did not come back (the registers were missing or not a known answer), so its own assessment is unknown; the attributes are shown as read.</source>
        <translation>A resposta da unidade a SMART RETURN STATUS não voltou (os registradores estavam ausentes ou não eram uma resposta conhecida), então a avaliação da própria unidade é desconhecida; os atributos são mostrados como foram lidos.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2) and answers no ATA health commands: the health of the drives behind it can be read on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;...</extracomment>
        <translation>%1 é um disco virtual (%2) e não responde a comandos ATA de saúde: a saúde das unidades por trás dele pode ser lida no hospedeiro.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has a reason without a code. Restart DriveProof after an update.</source>
        <translation>A resposta do auxiliar sobre a saúde contém um motivo sem código. Reinicie o DriveProof após uma atualização.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has reasons in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>A resposta do auxiliar sobre a saúde contém motivos em um formato que esta versão não lê. Reinicie o DriveProof após uma atualização.</translation>
    </message>
    <message>
        <source>Reason %1 (%2)</source>
        <extracomment>a reason this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Motivo %1 (%2)</translation>
    </message>
    <message>
        <source>Rate of errors while reading; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Taxa de erros de leitura; o significado do valor bruto é definido pelo fabricante.</translation>
    </message>
    <message>
        <source>Time the platters take to reach full speed.</source>
        <translation>Tempo que os pratos levam para atingir a velocidade máxima.</translation>
    </message>
    <message>
        <source>Times the spindle started and stopped.</source>
        <translation>Vezes que o motor partiu e parou.</translation>
    </message>
    <message>
        <source>Sectors found bad and replaced by spares; a new drive has 0.</source>
        <translation>Setores detectados como defeituosos e substituídos por reservas; uma unidade nova tem 0.</translation>
    </message>
    <message>
        <source>Rate of head positioning errors; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Taxa de erros de posicionamento das cabeças; o significado do valor bruto é definido pelo fabricante.</translation>
    </message>
    <message>
        <source>Hours the drive has been powered on.</source>
        <translation>Horas em que a unidade ficou ligada.</translation>
    </message>
    <message>
        <source>Times the spindle needed more than one try to spin up.</source>
        <translation>Vezes que o motor precisou de mais de uma tentativa para partir.</translation>
    </message>
    <message>
        <source>Times the drive was switched on.</source>
        <translation>Vezes que a unidade foi ligada.</translation>
    </message>
    <message>
        <source>How worn the flash is (erase cycles); the normalised value falls as it wears.</source>
        <translation>Quanto a memória flash está desgastada (ciclos de apagamento); o valor normalizado cai com o desgaste.</translation>
    </message>
    <message>
        <source>Times power was lost without the host telling the drive first.</source>
        <translation>Vezes que a energia caiu sem que o computador avisasse a unidade antes.</translation>
    </message>
    <message>
        <source>Blocks that went bad while in use.</source>
        <translation>Blocos que estragaram durante o uso.</translation>
    </message>
    <message>
        <source>Data corrupted between the host interface and the media, inside the drive.</source>
        <translation>Dados corrompidos dentro da unidade, entre a interface e a mídia.</translation>
    </message>
    <message>
        <source>Reads the drive could not correct and reported as errors.</source>
        <translation>Leituras que a unidade não conseguiu corrigir e relatou como erros.</translation>
    </message>
    <message>
        <source>Commands that timed out, often from cabling or power trouble.</source>
        <translation>Comandos que excederam o tempo, muitas vezes por problemas de cabo ou de energia.</translation>
    </message>
    <message>
        <source>Temperature of the air around the drive.</source>
        <translation>Temperatura do ar ao redor da unidade.</translation>
    </message>
    <message>
        <source>Times the heads were parked in an emergency because power went away.</source>
        <translation>Vezes que as cabeças foram estacionadas às pressas porque a energia caiu.</translation>
    </message>
    <message>
        <source>Times the heads were parked and loaded again.</source>
        <translation>Vezes que as cabeças foram estacionadas e carregadas de novo.</translation>
    </message>
    <message>
        <source>Temperature of the drive.</source>
        <translation>Temperatura da unidade.</translation>
    </message>
    <message>
        <source>Times sectors were moved to spares.</source>
        <translation>Vezes que setores foram movidos para a reserva.</translation>
    </message>
    <message>
        <source>Sectors that could not be read and wait to be rewritten or replaced.</source>
        <translation>Setores que não puderam ser lidos e aguardam ser regravados ou substituídos.</translation>
    </message>
    <message>
        <source>Sectors the drive&apos;s own scan could not read.</source>
        <translation>Setores que a varredura própria da unidade não conseguiu ler.</translation>
    </message>
    <message>
        <source>Transfers garbled on the cable; a count that grows means a bad cable or connector, not a bad drive.</source>
        <translation>Transferências corrompidas no cabo; um contador que cresce indica cabo ou conector com defeito, não uma unidade com defeito.</translation>
    </message>
    <message>
        <source>Amount written to the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Quantidade gravada na unidade, nas unidades do fabricante (muitas vezes setores de 512 bytes).</translation>
    </message>
    <message>
        <source>Amount read from the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Quantidade lida da unidade, nas unidades do fabricante (muitas vezes setores de 512 bytes).</translation>
    </message>
    <message>
        <source>Defined by the drive&apos;s maker; its meaning differs between models.</source>
        <translation>Definido pelo fabricante da unidade; o significado varia entre modelos.</translation>
    </message>
    <message>
        <source>%1 °C (lowest %2, highest %3)</source>
        <extracomment>a drive temperature and the range it has seen; %1 now, %2 lowest, %3 highest</extracomment>
        <translation>%1 °C (mínima %2, máxima %3)</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <extracomment>a drive temperature; %1 the number
----------
a temperature; %1 the number</extracomment>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>%1 h</source>
        <extracomment>power-on hours; %1 the number of hours</extracomment>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 has %2 bytes instead of 512.</source>
        <translation>%1 tem %2 bytes em vez de 512.</translation>
    </message>
    <message>
        <source>The drive returned no SCT Status.</source>
        <translation>A unidade não retornou nenhum status SCT.</translation>
    </message>
    <message>
        <source>%1 is behind a USB bridge (%2, driver %3) that does not pass ATA commands through (SAT), so the drive&apos;s SMART records cannot be read over it. Connect the drive by SATA to read them.</source>
        <extracomment>%1 device path, %2 the USB bridge&apos;s name as it answers INQUIRY, %3 the USB driver (&quot;uas&quot; or &quot;usb-storage&quot;)</extracomment>
        <translation>%1 está atrás de uma ponte USB (%2, driver %3) que não repassa comandos ATA (SAT), então os registros SMART da unidade não podem ser lidos por ela. Conecte a unidade por SATA para lê-los.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage; %1 the number, e.g. &quot;42.2&quot;
----------
a percentage; %1 the number, e.g. &quot;97&quot;</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Attribute %1 (%2) counts %3. Of the hard drives Backblaze saw fail, %4 had it above zero, against %5 of those still working (%6).</source>
        <extracomment>%1 attribute number, %2 its name, %3 its raw count, %4 and %5 percentages, %6 the study it comes from</extracomment>
        <translation>O atributo %1 (%2) conta %3. Dos discos rígidos que falharam na Backblaze, %4 o tinham acima de zero, contra %5 dos que continuavam funcionando (%6).</translation>
    </message>
    <message>
        <source>In Google&apos;s fleet, drives were %1 times as likely to fail within 60 days after the first such event (%2).</source>
        <extracomment>%1 how many times, e.g. &quot;14&quot;, %2 the study it comes from</extracomment>
        <translation>Na frota do Google, as unidades tinham %1 vezes mais chance de falhar em 60 dias após o primeiro evento desse tipo (%2).</translation>
    </message>
    <message>
        <source>Pre-fail</source>
        <extracomment>SMART attribute type: its failure predicts the drive&apos;s failure</extracomment>
        <translation>Pré-falha</translation>
    </message>
    <message>
        <source>Old-age</source>
        <translation>Envelhecimento</translation>
    </message>
    <message>
        <source>Always</source>
        <extracomment>SMART attribute: updated while the drive works / only by off-line scans</extracomment>
        <translation>Sempre</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Offline</translation>
    </message>
    <message>
        <source>Errors the drive logged over its life; each one is a command that failed.</source>
        <translation>Erros que a unidade registrou ao longo da vida; cada um é um comando que falhou.</translation>
    </message>
    <message>
        <source>%1 °C (lifetime %2 to %3 °C)</source>
        <extracomment>%1 temperature now, %2 lowest and %3 highest the drive ever had</extracomment>
        <translation>%1 °C (na vida, de %2 a %3 °C)</translation>
    </message>
    <message>
        <source>The drive&apos;s temperature and its lifetime range, from its SCT Status.</source>
        <translation>A temperatura da unidade e sua faixa ao longo da vida, do status SCT.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>NVMe data units and what they make; %1 the count, %2 e.g. &quot;6.3 TB&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 min</source>
        <extracomment>a duration; %1 the number of minutes</extracomment>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a duration; %1 the number of seconds</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Problems the drive flags itself (spare, temperature, reliability, read-only, backup); 0 means none.</source>
        <translation>Problemas que a unidade sinaliza por conta própria (reserva, temperatura, confiabilidade, somente leitura, backup); 0 significa nenhum.</translation>
    </message>
    <message>
        <source>The drive&apos;s overall temperature.</source>
        <translation>A temperatura geral da unidade.</translation>
    </message>
    <message>
        <source>%1 (threshold %2)</source>
        <translation>%1 (limite %2)</translation>
    </message>
    <message>
        <source>Reserve flash left for replacing worn blocks; the drive warns below the threshold.</source>
        <translation>Reserva de flash restante para substituir blocos desgastados; a unidade avisa abaixo do limite.</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate of the rated life used; it can pass 100%.</source>
        <translation>A estimativa do fabricante da vida nominal usada; pode passar de 100%.</translation>
    </message>
    <message>
        <source>The same kind of warnings for the drive&apos;s endurance groups; 0 means none.</source>
        <translation>O mesmo tipo de avisos para os grupos de resistência da unidade; 0 significa nenhum.</translation>
    </message>
    <message>
        <source>Amount the host read, in units of 512,000 bytes.</source>
        <translation>Quantidade lida pelo computador, em unidades de 512.000 bytes.</translation>
    </message>
    <message>
        <source>Amount the host wrote, in units of 512,000 bytes.</source>
        <translation>Quantidade gravada pelo computador, em unidades de 512.000 bytes.</translation>
    </message>
    <message>
        <source>Read commands the drive completed.</source>
        <translation>Comandos de leitura concluídos pela unidade.</translation>
    </message>
    <message>
        <source>Write commands the drive completed.</source>
        <translation>Comandos de gravação concluídos pela unidade.</translation>
    </message>
    <message>
        <source>Minutes the drive was busy with commands.</source>
        <translation>Minutos em que a unidade esteve ocupada com comandos.</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Dados que a unidade não conseguiu ler ou gravar corretamente.</translation>
    </message>
    <message>
        <source>Entries in the drive&apos;s error log over its life; many are harmless rejected commands.</source>
        <translation>Entradas no log de erros da unidade ao longo da vida; muitas são comandos recusados sem importância.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s warning temperature.</source>
        <translation>Minutos acima da temperatura de alerta da unidade.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s critical temperature.</source>
        <translation>Minutos acima da temperatura crítica da unidade.</translation>
    </message>
    <message>
        <source>Temperature of one sensor inside the drive.</source>
        <translation>Temperatura de um sensor dentro da unidade.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down lightly to cool off.</source>
        <translation>Vezes que a unidade se desacelerou um pouco para esfriar.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down hard to cool off.</source>
        <translation>Vezes que a unidade se desacelerou muito para esfriar.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down lightly for heat.</source>
        <translation>Segundos desacelerada um pouco por calor.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down hard for heat.</source>
        <translation>Segundos desacelerada muito por calor.</translation>
    </message>
    <message>
        <source>ID</source>
        <extracomment>column titles of the SMART attribute table, as smartctl and GNOME Disks name them</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Atributo</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Pior</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Limite</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Atualizado</translation>
    </message>
    <message>
        <source>When failed</source>
        <translation>Quando falhou</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>Valor bruto</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Significado</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>Autoteste</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Horas ligado</translation>
    </message>
    <message>
        <source>First failing sector</source>
        <translation>Primeiro setor com falha</translation>
    </message>
    <message>
        <source>Self-test log: empty.</source>
        <translation>Log de autotestes: vazio.</translation>
    </message>
    <message>
        <source>The drive, or the bridge in front of it, refused: %1.</source>
        <extracomment>%1 a list of ATA or NVMe commands, e.g. &quot;SMART READ LOG 06h&quot;</extracomment>
        <translation>A unidade, ou a ponte à frente dela, recusou: %1.</translation>
    </message>
    <message>
        <source>Failing now</source>
        <extracomment>a SMART attribute at or below its threshold now</extracomment>
        <translation>Falhando agora</translation>
    </message>
    <message>
        <source>Failed in the past</source>
        <extracomment>a SMART attribute that reached its threshold once</extracomment>
        <translation>Falhou no passado</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>Não foi possível decodificar os dados que %1 retornou: %2</translation>
    </message>
    <message>
        <source>The NVMe self-test log has %1 bytes instead of %2.</source>
        <translation>O log de autotestes NVMe tem %1 bytes em vez de %2.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer a conveyance self-test.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A unidade em %1 não oferece um autoteste de transporte.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer self-tests.</source>
        <extracomment>%1 device path</extracomment>
        <translation>A unidade em %1 não oferece autotestes.</translation>
    </message>
    <message>
        <source>A self-test is already running on %1 (%2% done): wait for it, or abort it first.</source>
        <extracomment>%1 device path, %2 how far the running test is, in percent</extracomment>
        <translation>Já há um autoteste em andamento em %1 (%2% concluído): aguarde o fim ou interrompa-o antes.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Há um teste do DriveProof em andamento em %1: um autoteste agora o atrapalharia. Inicie o autoteste quando o teste terminar.</translation>
    </message>
    <message>
        <source>%1 takes no self-test commands.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 não aceita comandos de autoteste.</translation>
    </message>
    <message>
        <source>Off-line scan</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Varredura offline</translation>
    </message>
    <message>
        <source>Short</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Curto</translation>
    </message>
    <message>
        <source>Extended</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Estendido</translation>
    </message>
    <message>
        <source>Conveyance</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Transporte</translation>
    </message>
    <message>
        <source>Selective</source>
        <extracomment>kind of drive self-test: only the ranges of sectors the host chose</extracomment>
        <translation>Seletivo</translation>
    </message>
    <message>
        <source>Vendor specific</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Específico do fabricante</translation>
    </message>
    <message>
        <source>Completed without error</source>
        <translation>Concluído sem erros</translation>
    </message>
    <message>
        <source>Aborted by the host</source>
        <translation>Interrompido pelo computador</translation>
    </message>
    <message>
        <source>Interrupted by a reset</source>
        <translation>Interrompido por uma reinicialização</translation>
    </message>
    <message>
        <source>Could not complete: fatal error</source>
        <translation>Não concluído: erro fatal</translation>
    </message>
    <message>
        <source>Failed (part unknown)</source>
        <translation>Falhou (parte desconhecida)</translation>
    </message>
    <message>
        <source>Failed: electrical part</source>
        <translation>Falhou: parte elétrica</translation>
    </message>
    <message>
        <source>Failed: servo or seek</source>
        <translation>Falhou: servo ou busca</translation>
    </message>
    <message>
        <source>Failed: read error</source>
        <translation>Falhou: erro de leitura</translation>
    </message>
    <message>
        <source>Failed: suspected handling damage</source>
        <translation>Falhou: suspeita de dano por manuseio</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Em andamento</translation>
    </message>
    <message>
        <source>Unknown status %1</source>
        <extracomment>%1 a status number the standard reserves</extracomment>
        <translation>Status desconhecido %1</translation>
    </message>
    <message>
        <source>Aborted: a namespace was removed</source>
        <translation>Interrompido: um namespace foi removido</translation>
    </message>
    <message>
        <source>Aborted: the drive was formatted</source>
        <translation>Interrompido: a unidade foi formatada</translation>
    </message>
    <message>
        <source>Failed in segment %1</source>
        <extracomment>%1 the number of the test segment that failed</extracomment>
        <translation>Falhou no segmento %1</translation>
    </message>
    <message>
        <source>Aborted for an unknown reason</source>
        <translation>Interrompido por motivo desconhecido</translation>
    </message>
    <message>
        <source>Aborted: the drive was sanitized</source>
        <translation>Interrompido: a unidade foi sanitizada</translation>
    </message>
    <message>
        <source>Looks new: %1 power-on hours, %2 power cycles, %3 written.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;1.2 GB&quot;)</extracomment>
        <translation>Parece nova: %1 horas ligada, %2 ciclos de energia, %3 gravados.</translation>
    </message>
    <message>
        <source>Used before: %1 power-on hours, %2 power cycles, %3 written. A drive sold as new has a few hours from the factory at most.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>Já usada: %1 horas ligada, %2 ciclos de energia, %3 gravados. Uma unidade vendida como nova tem no máximo algumas horas de fábrica.</translation>
    </message>
    <message>
        <source>The drive counts 0 power-on hours but %1 written: its counters may have been reset.</source>
        <extracomment>%1 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>A unidade conta 0 horas ligada, mas %1 gravados: seus contadores podem ter sido zerados.</translation>
    </message>
    <message>
        <source>The drive counts %1 power cycles in %2 power-on hours, more than those hours can hold: its counters may have been reset.</source>
        <extracomment>%1 power cycles, %2 power-on hours</extracomment>
        <translation>A unidade conta %1 ciclos de energia em %2 horas ligada, mais do que essas horas comportam: seus contadores podem ter sido zerados.</translation>
    </message>
    <message>
        <source>%1 written of the %2 the maker rates this model for (%3%).</source>
        <extracomment>%1 amount written, %2 the rated endurance (&quot;600 TB&quot;), %3 percent of it</extracomment>
        <translation>%1 gravados dos %2 que o fabricante indica para este modelo (%3%).</translation>
    </message>
    <message>
        <source>Since DriveProof first read it (%1): %2 hours, %3 written.</source>
        <extracomment>%1 the date DriveProof first read the drive, %2 hours since, %3 amount written since</extracomment>
        <translation>Desde a primeira leitura pelo DriveProof (%1): %2 horas, %3 gravados.</translation>
    </message>
    <message>
        <source>new</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>nova</translation>
    </message>
    <message>
        <source>used</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>usada</translation>
    </message>
    <message>
        <source>possibly reset</source>
        <extracomment>is the drive new? the verdict: its counters contradict each other</extracomment>
        <translation>possivelmente zerada</translation>
    </message>
    <message>
        <source>Identify Namespace is too short (%1 bytes) for its LBA formats.</source>
        <extracomment>%1 bytes received</extracomment>
        <translation>O Identify Namespace é curto demais (%1 bytes) para os seus formatos LBA.</translation>
    </message>
    <message>
        <source>Identify Namespace lists more LBA formats (%1) than there can be (%2).</source>
        <extracomment>%1 how many LBA formats the drive claims, %2 the most there can be</extracomment>
        <translation>O Identify Namespace lista mais formatos LBA (%1) do que pode haver (%2).</translation>
    </message>
    <message>
        <source>Identify Namespace says LBA format %1 is in use, but lists formats 0 to %2 only.</source>
        <extracomment>%1 the number of the format in use, %2 the highest number the drive lists</extracomment>
        <translation>O Identify Namespace diz que o formato LBA %1 está em uso, mas lista apenas os formatos 0 a %2.</translation>
    </message>
    <message>
        <source>In use: LBA format %1, sectors of %2 bytes with %3 bytes of metadata, which the drive marks as &quot;%4&quot;.</source>
        <extracomment>%1 LBA format number, %2 bytes per sector, %3 metadata bytes per sector, %4 how fast the drive says the format is (&quot;best&quot;, &quot;better&quot;, &quot;good&quot;, &quot;degraded&quot;)</extracomment>
        <translation>Em uso: formato LBA %1, setores de %2 bytes com %3 bytes de metadados, que a unidade classifica como &quot;%4&quot;.</translation>
    </message>
    <message>
        <source>The drive offers %5-byte sectors marked &quot;%6&quot;, faster than the %2-byte ones in use (&quot;%3&quot;). Switching means reformatting the namespace, which erases everything on it: nvme format %1 --lbaf=%4 — DriveProof never does this.</source>
        <extracomment>%1 device (/dev/nvme0n1), %2 bytes per sector in use, %3 how fast the drive marks the format in use, %4 the faster format&apos;s number, %5 its bytes per sector, %6 how fast the drive marks it. The command stays as it is.</extracomment>
        <translation>A unidade oferece setores de %5 bytes classificados como &quot;%6&quot;, mais rápidos que os de %2 bytes em uso (&quot;%3&quot;). Mudar significa reformatar o namespace, o que apaga tudo o que há nele: nvme format %1 --lbaf=%4 — o DriveProof nunca faz isso.</translation>
    </message>
    <message>
        <source>None of the LBA formats the drive offers (%1) is marked faster than the one in use.</source>
        <extracomment>%1 how many LBA formats the drive offers (2 or more)</extracomment>
        <translation>Nenhum dos formatos LBA que a unidade oferece (%1) é classificado como mais rápido que o que está em uso.</translation>
    </message>
    <message>
        <source>The namespace offers only the LBA format in use.</source>
        <translation>O namespace oferece apenas o formato LBA em uso.</translation>
    </message>
    <message>
        <source>LBA format %1 carries %2 bytes of metadata per sector; only software that handles metadata (end-to-end protection) uses it.</source>
        <extracomment>%1 LBA format number, %2 metadata bytes per sector</extracomment>
        <translation>O formato LBA %1 traz %2 bytes de metadados por setor; só software que lida com metadados (proteção de ponta a ponta) os usa.</translation>
    </message>
    <message>
        <source>LBA format note %1 (%2)</source>
        <extracomment>a finding this version does not know; %1 its code, %2 its arguments</extracomment>
        <translation>Nota sobre formato LBA %1 (%2)</translation>
    </message>
    <message>
        <source>best</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the fastest of four grades</extracomment>
        <translation>a melhor</translation>
    </message>
    <message>
        <source>better</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the second of four grades</extracomment>
        <translation>melhor</translation>
    </message>
    <message>
        <source>good</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the third of four grades</extracomment>
        <translation>boa</translation>
    </message>
    <message>
        <source>degraded</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the slowest of four grades</extracomment>
        <translation>degradada</translation>
    </message>
    <message>
        <source>not available</source>
        <extracomment>an LBA format the drive lists but does not offer now</extracomment>
        <translation>indisponível</translation>
    </message>
    <message>
        <source>%1 bytes, %2</source>
        <extracomment>%1 bytes per sector, %2 how fast the drive says it is</extracomment>
        <translation>%1 bytes, %2</translation>
    </message>
    <message>
        <source>%1 bytes + %2 bytes metadata, %3</source>
        <extracomment>%1 bytes per sector, %2 metadata bytes per sector, %3 how fast the drive says it is</extracomment>
        <translation>%1 bytes + %2 bytes de metadados, %3</translation>
    </message>
    <message>
        <source>%1 % left</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is left</extracomment>
        <translation>%1% restante</translation>
    </message>
    <message>
        <source>%1 % used</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is used</extracomment>
        <translation>%1% usado</translation>
    </message>
    <message>
        <source>Attribute %1 (%2) is at %3, at or below its threshold of %4: the part it watches is worn out or failing, though the drive does not count it as a failure prediction.</source>
        <extracomment>%1 attribute number, %2 its name, %3 its value now, %4 the threshold</extracomment>
        <translation>O atributo %1 (%2) está em %3, no limite de %4 ou abaixo dele: a peça que ele monitora está desgastada ou falhando, embora a unidade não conte isso como previsão de falha.</translation>
    </message>
    <message>
        <source>Error log: the latest error happened at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Log de erros: o último erro ocorreu com %1 horas ligada.</translation>
    </message>
    <message>
        <source>Self-test log: the latest self-test ran at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Log de autotestes: o último autoteste foi executado com %1 horas ligada.</translation>
    </message>
    <message>
        <source>The error log has an error at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>O log de erros tem um erro com %1 horas ligada, mas o contador de horas ligada indica %2 horas: o contador voltou atrás (foi zerado ou estourou), então ele não diz por quanto tempo a unidade foi usada.</translation>
    </message>
    <message>
        <source>The self-test log has a test at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>O log de autotestes tem um teste com %1 horas ligada, mas o contador de horas ligada indica %2 horas: o contador voltou atrás (foi zerado ou estourou), então ele não diz por quanto tempo a unidade foi usada.</translation>
    </message>
    <message>
        <source>The FARM log counts %1 power-on hours, but the SMART counter says %2: the SMART counter was reset, and the drive has been used for at least %1 hours.</source>
        <extracomment>%1 power-on hours in the FARM log, %2 power-on hours of the SMART counter</extracomment>
        <translation>O log FARM conta %1 horas ligada, mas o contador SMART indica %2: o contador SMART foi zerado, e a unidade foi usada por pelo menos %1 horas.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s spindle hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 spindle hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>No log FARM, as horas de rotação do motor (%1) excedem as horas ligada (%2): as horas ligada do log também foram zeradas.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s head-flight hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 head-flight hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>No log FARM, as horas de voo das cabeças (%1) excedem as horas ligada (%2): as horas ligada do log também foram zeradas.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours; assembled in week %4 of %5.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours; the drive was assembled in week %4 of the year %5 (e.g. &quot;17&quot;, &quot;2025&quot;)</extracomment>
        <translation>Log FARM: %1 horas ligada, %2 horas de rotação do motor, %3 horas de voo das cabeças; unidade montada na semana %4 de %5.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours</extracomment>
        <translation>Log FARM: %1 horas ligada, %2 horas de rotação do motor, %3 horas de voo das cabeças.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Helper</name>
    <message>
        <source>Not authorised to use %1: the authentication was cancelled or refused.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Sem autorização para usar %1: a autenticação foi cancelada ou recusada.</translation>
    </message>
    <message>
        <source>Could not ask polkit whether %1 may be used (%2). Make sure polkit is installed and running, then try again.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>Não foi possível perguntar ao polkit se %1 pode ser usado (%2). Verifique se o polkit está instalado e em execução e tente de novo.</translation>
    </message>
    <message>
        <source>Not authorised to use %1: authentication is needed, but no authentication agent could ask for it. Start DriveProof from a desktop session, or run pkttyagent in this terminal.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Sem autorização para usar %1: é preciso autenticação, mas nenhum agente de autenticação conseguiu solicitá-la. Inicie o DriveProof a partir de uma sessão de desktop, ou execute pkttyagent neste terminal.</translation>
    </message>
    <message>
        <source>Not authorised to use %1. Ask an administrator to allow it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Sem autorização para usar %1. Peça a um administrador que permita.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. Give the device node itself, as lsblk lists it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 é um link simbólico. Informe o próprio nó de dispositivo, como o lsblk o lista.</translation>
    </message>
    <message>
        <source>%1 is in use: it is mounted, or another program holds it exclusively. Unmount it or close that program, then try again.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 está em uso: está montado, ou outro programa o mantém aberto com exclusividade. Desmonte-o ou feche esse programa e tente de novo.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): the device is gone or has no medium.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>Não foi possível abrir %1 (%2): o dispositivo sumiu ou está sem mídia.</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>Não foi possível abrir %1: %2.</translation>
    </message>
    <message>
        <source>“%1” is not a device path the helper accepts. Give the kernel&apos;s name of a block device, such as /dev/sdb or /dev/nvme0n1, not a symbolic link such as /dev/disk/by-id/….</source>
        <extracomment>%1 the path the caller gave (shortened)</extracomment>
        <translation>“%1” não é um caminho de dispositivo que o auxiliar aceite. Informe o nome que o kernel dá a um dispositivo de bloco, como /dev/sdb ou /dev/nvme0n1, não um link simbólico como /dev/disk/by-id/….</translation>
    </message>
    <message>
        <source>%1 is not a block device known to the kernel (there is no “%2” in /sys/class/block). Check the name with lsblk.</source>
        <extracomment>%1 device path, %2 kernel name</extracomment>
        <translation>%1 não é um dispositivo de bloco conhecido pelo kernel (não há “%2” em /sys/class/block). Verifique o nome com o lsblk.</translation>
    </message>
    <message>
        <source>%1 is not a block device node.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 não é um nó de dispositivo de bloco.</translation>
    </message>
    <message>
        <source>%1 is device %2, but the kernel says %4 is %3: the node does not belong to that device. Refusing to open it.</source>
        <extracomment>%1 device path, %2 and %3 device numbers like 8:16, %4 kernel name</extracomment>
        <translation>%1 é o dispositivo %2, mas o kernel diz que %4 é %3: o nó não pertence a esse dispositivo. Abertura recusada.</translation>
    </message>
    <message>
        <source>%1 is a partition, but this works on the whole drive. Use %2.</source>
        <extracomment>%1 partition path, %2 disk path</extracomment>
        <translation>%1 é uma partição, mas isto funciona na unidade inteira. Use %2.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being checked.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 desapareceu enquanto era verificado.</translation>
    </message>
    <message>
        <source>%1 changed while it was being opened: it is no longer the device the kernel lists under that name. Refusing it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 mudou enquanto era aberto: não é mais o dispositivo que o kernel lista com esse nome. Recusado.</translation>
    </message>
    <message>
        <source>Unknown option “%1”, or a value of the wrong type, for %2. Known options: %3.</source>
        <extracomment>%1 option name, %2 device path, %3 list of known option names</extracomment>
        <translation>Opção desconhecida “%1”, ou um valor do tipo errado, para %2. Opções conhecidas: %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>Unknown mode “%1” for %2. Use “r”, “w” or “rw”.</source>
        <extracomment>%1 the mode the caller gave, %2 device path</extracomment>
        <translation>Modo desconhecido “%1” para %2. Use “r”, “w” ou “rw”.</translation>
    </message>
    <message>
        <source>Unknown flag “%1” for %2. Known flags: direct, sync, dsync, exclusive.</source>
        <extracomment>%1 the flag the caller gave, %2 device path</extracomment>
        <translation>Sinalizador desconhecido “%1” para %2. Sinalizadores conhecidos: direct, sync, dsync, exclusive.</translation>
    </message>
    <message>
        <source>The command to %1 failed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>O comando para %1 falhou.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 desapareceu enquanto era lido.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s privileged helper, a D-Bus system service (%1). D-Bus starts it when DriveProof needs it; it is not meant to be run by hand.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>Auxiliar privilegiado do DriveProof, um serviço de sistema D-Bus (%1). O D-Bus o inicia quando o DriveProof precisa dele; ele não deve ser executado manualmente.</translation>
    </message>
    <message>
        <source>For tests: serve on the bus at ADDRESS instead of the system bus, and ask the polkit found there.</source>
        <translation>Para testes: atende no barramento em ADDRESS em vez do barramento do sistema e consulta o polkit encontrado lá.</translation>
    </message>
    <message>
        <source>Exit after SECONDS without calls (default %1).</source>
        <extracomment>%1 number of seconds</extracomment>
        <translation>Sai após SECONDS sem chamadas (padrão: %1).</translation>
    </message>
    <message>
        <source>%1 is in use and cannot be opened for writing: %2 Unmount, swapoff or stop that first.</source>
        <extracomment>%1 device path, %2 a sentence saying what uses it, e.g. &quot;/dev/sdb1 is mounted on /home.&quot;</extracomment>
        <translation>%1 está em uso e não pode ser aberto para gravação: %2 Desmonte, execute swapoff ou pare isso primeiro.</translation>
    </message>
    <message>
        <source>Unknown self-test action “%1” for %2. Use “short”, “extended”, “conveyance”, “abort” or “status”.</source>
        <extracomment>%1 the action the caller gave, %2 device path</extracomment>
        <translation>Ação de autoteste desconhecida “%1” para %2. Use “short”, “extended”, “conveyance”, “abort” ou “status”.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Há um teste do DriveProof em andamento em %1: um autoteste agora o atrapalharia. Inicie o autoteste quando o teste terminar.</translation>
    </message>
    <message>
        <source>Unknown purpose “%1” for %2. Known purposes: capacity-check.</source>
        <extracomment>%1 the purpose the caller gave, %2 device path</extracomment>
        <translation>Finalidade desconhecida “%1” para %2. Finalidades conhecidas: capacity-check.</translation>
    </message>
    <message>
        <source>A capacity check writes to %1: open it with mode “rw”.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Uma verificação de capacidade grava em %1: abra-o no modo “rw”.</translation>
    </message>
</context>
<context>
    <name>DriveProof::PowerLoss</name>
    <message>
        <source>Cannot write the witness journal %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Não é possível gravar o diário da testemunha %1: %2</translation>
    </message>
    <message>
        <source>Damaged record at byte %1 with good records after it.</source>
        <translation>Registro danificado no byte %1, seguido de registros válidos.</translation>
    </message>
    <message>
        <source>Record at byte %1 contradicts the run before it.</source>
        <extracomment>%1 is a byte offset in the witness journal file.</extracomment>
        <translation>O registro no byte %1 contradiz os registros anteriores.</translation>
    </message>
    <message>
        <source>Cannot truncate the torn end of the journal.</source>
        <translation>Não é possível truncar o final partido do diário.</translation>
    </message>
    <message>
        <source>The simulated drive is already running.</source>
        <translation>A unidade simulada já está em execução.</translation>
    </message>
    <message>
        <source>The simulated drive program %1 was not found. Install DriveProof completely (it lives in libexec) or set DRIVEPROOF_LYINGDISK to its path.</source>
        <extracomment>%1 is a program name</extracomment>
        <translation>O programa da unidade simulada %1 não foi encontrado. Instale o DriveProof por completo (o programa fica em libexec) ou defina DRIVEPROOF_LYINGDISK com o caminho dele.</translation>
    </message>
    <message>
        <source>Cannot create the folder for the simulated drive.</source>
        <translation>Não é possível criar a pasta da unidade simulada.</translation>
    </message>
    <message>
        <source>Something is already mounted on this folder. Unmount it first (fusermount3 -u).</source>
        <translation>Já há algo montado nesta pasta. Desmonte primeiro (fusermount3 -u).</translation>
    </message>
    <message>
        <source>Cannot start the simulated drive: %1</source>
        <translation>Não é possível iniciar a unidade simulada: %1</translation>
    </message>
    <message>
        <source>The simulated drive stopped before it was ready (exit status %1): %2</source>
        <extracomment>%1 is the program&apos;s exit status, %2 what it printed</extracomment>
        <translation>A unidade simulada parou antes de ficar pronta (status de saída %1): %2</translation>
    </message>
    <message>
        <source>The simulated drive did not appear within %1 s: %2</source>
        <extracomment>%1 is a number of seconds, %2 what the program printed</extracomment>
        <translation>A unidade simulada não apareceu em %1 s: %2</translation>
    </message>
    <message>
        <source>The simulated drive is not running.</source>
        <translation>A unidade simulada não está em execução.</translation>
    </message>
    <message>
        <source>Cannot signal the simulated drive.</source>
        <translation>Não é possível enviar um sinal à unidade simulada.</translation>
    </message>
    <message>
        <source>The simulated drive did not confirm the power cut.</source>
        <translation>A unidade simulada não confirmou o corte de energia.</translation>
    </message>
    <message>
        <source>Cannot unmount the simulated drive. Run: fusermount3 -u -z %1</source>
        <translation>Não é possível desmontar a unidade simulada. Execute: fusermount3 -u -z %1</translation>
    </message>
    <message>
        <source>The simulated drive did not stop in time; it was killed and its cache lost.</source>
        <translation>A unidade simulada não parou a tempo; ela foi encerrada à força e o cache dela foi perdido.</translation>
    </message>
    <message>
        <source>The simulated drive failed while stopping: %1</source>
        <extracomment>%1 is what the program printed</extracomment>
        <translation>A unidade simulada falhou ao parar: %1</translation>
    </message>
    <message>
        <source>No error.</source>
        <translation>Nenhum erro.</translation>
    </message>
    <message>
        <source>Not a DriveProof power-loss frame (bad magic).</source>
        <extracomment>The power-loss witness received bytes that are not a DriveProof frame.</extracomment>
        <translation>Não é um quadro de queda de energia do DriveProof (assinatura inválida).</translation>
    </message>
    <message>
        <source>Unsupported power-loss protocol version: update DriveProof on both machines.</source>
        <translation>Versão do protocolo de queda de energia não suportada: atualize o DriveProof nas duas máquinas.</translation>
    </message>
    <message>
        <source>Unknown power-loss message type.</source>
        <translation>Tipo de mensagem de queda de energia desconhecido.</translation>
    </message>
    <message>
        <source>Power-loss frame too long for its type.</source>
        <translation>Quadro de queda de energia longo demais para o seu tipo.</translation>
    </message>
    <message>
        <source>Power-loss frame damaged in transit (CRC mismatch).</source>
        <translation>Quadro de queda de energia danificado na transmissão (CRC não confere).</translation>
    </message>
    <message>
        <source>Wrong pairing code: type the code the witness shows.</source>
        <extracomment>The pairing code is the code the witness shows and the user types on the writer.</extracomment>
        <translation>Código de pareamento errado: digite o código que a testemunha mostra.</translation>
    </message>
    <message>
        <source>Power-loss frame replayed or out of order.</source>
        <translation>Quadro de queda de energia repetido ou fora de ordem.</translation>
    </message>
    <message>
        <source>Power-loss message malformed or with a value out of range.</source>
        <translation>Mensagem de queda de energia malformada ou com um valor fora do intervalo.</translation>
    </message>
    <message>
        <source>Power-loss message not expected at this point.</source>
        <translation>Mensagem de queda de energia inesperada neste momento.</translation>
    </message>
    <message>
        <source>Commit sequence numbers must increase.</source>
        <translation>Os números de sequência dos commits precisam aumentar.</translation>
    </message>
    <message>
        <source>This run is already known to the witness with other parameters.</source>
        <translation>A testemunha já conhece esta execução com outros parâmetros.</translation>
    </message>
    <message>
        <source>The witness knows no run with this id.</source>
        <translation>A testemunha não conhece nenhuma execução com este ID.</translation>
    </message>
    <message>
        <source>This run has already ended.</source>
        <translation>Esta execução já terminou.</translation>
    </message>
    <message>
        <source>The witness cannot keep this run&apos;s journal (disk error or damaged journal).</source>
        <translation>A testemunha não consegue manter o diário desta execução (erro de disco ou diário danificado).</translation>
    </message>
    <message>
        <source>The witness has too many connections.</source>
        <translation>A testemunha tem conexões demais.</translation>
    </message>
    <message>
        <source>The connection was silent for too long.</source>
        <translation>A conexão ficou em silêncio por tempo demais.</translation>
    </message>
    <message>
        <source>The same run connected again from elsewhere; this connection was closed.</source>
        <translation>A mesma execução se conectou de novo a partir de outro lugar; esta conexão foi fechada.</translation>
    </message>
    <message>
        <source>Unknown reason.</source>
        <translation>Motivo desconhecido.</translation>
    </message>
    <message>
        <source>The test area was filled and flushed before the run.</source>
        <translation>A área de teste foi preenchida e passou por flush antes da execução.</translation>
    </message>
    <message>
        <source>The witness never heard that the test area was prepared: start a new run.</source>
        <translation>A testemunha nunca soube que a área de teste foi preparada: inicie uma nova execução.</translation>
    </message>
    <message>
        <source>Simulated power cut (practice mode): no reboot was expected.</source>
        <translation>Corte de energia simulado (modo de treino): nenhuma reinicialização era esperada.</translation>
    </message>
    <message>
        <source>The machine restarted after the test.</source>
        <translation>A máquina reiniciou depois do teste.</translation>
    </message>
    <message>
        <source>The boot id could not be compared, so a restart cannot be confirmed.</source>
        <translation>Não foi possível comparar o ID de inicialização (boot id), então não é possível confirmar uma reinicialização.</translation>
    </message>
    <message>
        <source>The machine has not restarted since the test: cut the power, then verify after the reboot.</source>
        <translation>A máquina não reiniciou desde o teste: corte a energia e faça a verificação depois da reinicialização.</translation>
    </message>
    <message>
        <source>The drive has no unsafe-shutdown counter; this check was skipped.</source>
        <translation>A unidade não tem contador de desligamentos inseguros; esta verificação foi pulada.</translation>
    </message>
    <message>
        <source>The drive counted an unsafe shutdown (%1 → %2).</source>
        <extracomment>%1 and %2 counts of unsafe shutdowns reported by the drive</extracomment>
        <translation>A unidade contou um desligamento inseguro (%1 → %2).</translation>
    </message>
    <message>
        <source>The drive saw a clean shutdown (its unsafe-shutdown counter stayed at %1): pull the plug, don&apos;t press the power button.</source>
        <translation>A unidade registrou um desligamento normal (o contador de desligamentos inseguros ficou em %1): puxe o cabo de energia, não pressione o botão liga/desliga.</translation>
    </message>
    <message>
        <source>No commit reached the witness: let the test run before cutting the power.</source>
        <translation>Nenhum commit chegou à testemunha: deixe o teste rodar antes de cortar a energia.</translation>
    </message>
    <message>
        <source>Commits were reaching the witness until the cut.</source>
        <translation>Os commits chegavam à testemunha até o corte.</translation>
    </message>
    <message>
        <source>The last commit reached the witness %1 s before the writer went silent: the test was not writing when the power went.</source>
        <translation>O último commit chegou à testemunha %1 s antes de o processo de gravação silenciar: o teste não estava gravando quando a energia caiu.</translation>
    </message>
    <message>
        <source>Writes were in flight when the writer went silent.</source>
        <translation>Havia gravações em andamento quando o processo de gravação silenciou.</translation>
    </message>
    <message>
        <source>No write was in flight at the cut: every issued write had been acknowledged, so the cut tested nothing pending.</source>
        <translation>Nenhuma gravação estava em andamento no corte: toda gravação emitida já tinha sido confirmada, então o corte não testou nada pendente.</translation>
    </message>
    <message>
        <source>The link to the witness was alive until the cut.</source>
        <translation>A conexão com a testemunha ficou ativa até o corte.</translation>
    </message>
    <message>
        <source>The witness did not hear the writer until the cut.</source>
        <translation>A testemunha deixou de ouvir o processo de gravação antes do corte.</translation>
    </message>
    <message>
        <source>The writer stopped on an error before the cut: %1</source>
        <translation>O processo de gravação parou por causa de um erro antes do corte: %1</translation>
    </message>
    <message>
        <source>The writer reported no error.</source>
        <translation>O processo de gravação não informou nenhum erro.</translation>
    </message>
    <message>
        <source>The writer stopped on purpose before the cut: cut the power while the test is writing.</source>
        <translation>O processo de gravação parou de propósito antes do corte: corte a energia enquanto o teste estiver gravando.</translation>
    </message>
    <message>
        <source>The writer did not stop on its own.</source>
        <translation>O processo de gravação não parou sozinho.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold exactly what they should.</source>
        <translation>
            <numerusform>%Ln bloco contém exatamente o que deveria.</numerusform>
            <numerusform>%Ln blocos contêm exatamente o que deveriam.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data that was written to another place.</source>
        <translation>
            <numerusform>%Ln bloco contém dados que foram gravados em outro lugar.</numerusform>
            <numerusform>%Ln blocos contêm dados que foram gravados em outro lugar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data from before this test: the drive forgot the preparation.</source>
        <translation>
            <numerusform>%Ln bloco contém dados de antes deste teste: a unidade esqueceu a preparação.</numerusform>
            <numerusform>%Ln blocos contêm dados de antes deste teste: a unidade esqueceu a preparação.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) are half old, half new: a write tore inside a block.</source>
        <translation>
            <numerusform>%Ln bloco está metade antigo, metade novo: uma gravação se partiu dentro de um bloco.</numerusform>
            <numerusform>%Ln blocos estão metade antigos, metade novos: uma gravação se partiu dentro de um bloco.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) have flipped bits.</source>
        <translation>
            <numerusform>%Ln bloco tem bits invertidos.</numerusform>
            <numerusform>%Ln blocos têm bits invertidos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back as zeros.</source>
        <translation>
            <numerusform>%Ln bloco é lido como zeros.</numerusform>
            <numerusform>%Ln blocos são lidos como zeros.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back erased (all ones).</source>
        <translation>
            <numerusform>%Ln bloco é lido como apagado (todos os bits em 1).</numerusform>
            <numerusform>%Ln blocos são lidos como apagados (todos os bits em 1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data nobody wrote.</source>
        <translation>
            <numerusform>%Ln bloco contém dados que ninguém gravou.</numerusform>
            <numerusform>%Ln blocos contêm dados que ninguém gravou.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) cannot be read.</source>
        <translation>
            <numerusform>%Ln bloco não pode ser lido.</numerusform>
            <numerusform>%Ln blocos não podem ser lidos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>%Ln gravação confirmada foi perdida.</numerusform>
            <numerusform>%Ln gravações confirmadas foram perdidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) survived only in part.</source>
        <translation>
            <numerusform>%Ln gravação confirmada sobreviveu só em parte.</numerusform>
            <numerusform>%Ln gravações confirmadas sobreviveram só em parte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost while later ones survived: the drive reorders writes across flushes.</source>
        <translation>
            <numerusform>%Ln gravação confirmada foi perdida enquanto outras posteriores sobreviveram: a unidade reordena as gravações sem respeitar os comandos de flush.</numerusform>
            <numerusform>%Ln gravações confirmadas foram perdidas enquanto outras posteriores sobreviveram: a unidade reordena as gravações sem respeitar os comandos de flush.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) just before the cut were lost: the drive acknowledges flushes before the data is safe.</source>
        <translation>
            <numerusform>%Ln gravação confirmada logo antes do corte foi perdida: a unidade confirma os comandos de flush antes que os dados estejam seguros.</numerusform>
            <numerusform>%Ln gravações confirmadas logo antes do corte foram perdidas: a unidade confirma os comandos de flush antes que os dados estejam seguros.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive cannot be read at all after the power cut.</source>
        <translation>A unidade não pode ser lida de forma alguma depois do corte de energia.</translation>
    </message>
    <message>
        <source>The drive&apos;s identity or capacity changed after the power cut.</source>
        <translation>A identidade ou a capacidade da unidade mudou depois do corte de energia.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) written only before the test were damaged: data at rest is not safe on this drive.</source>
        <translation>
            <numerusform>%Ln bloco gravado só antes do teste foi danificado: dados em repouso não estão seguros nesta unidade.</numerusform>
            <numerusform>%Ln blocos gravados só antes do teste foram danificados: dados em repouso não estão seguros nesta unidade.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln contradiction(s) between the witness&apos;s record and the test plan: a bug in DriveProof, so this run proves nothing.</source>
        <translation>
            <numerusform>%Ln contradição entre o registro da testemunha e o plano do teste: um bug no DriveProof, então esta execução não prova nada.</numerusform>
            <numerusform>%Ln contradições entre o registro da testemunha e o plano do teste: um bug no DriveProof, então esta execução não prova nada.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not an address: %1. Use HOST:PORT or [IPv6]:PORT.</source>
        <extracomment>%1 is what the user typed as the witness address, e.g. 0.0.0.0:7070.
----------
%1 is the witness address the user typed.</extracomment>
        <translation>Não é um endereço: %1. Use HOST:PORT ou [IPv6]:PORT.</translation>
    </message>
    <message>
        <source>Cannot create the witness journal folder %1.</source>
        <extracomment>%1 is a folder path.</extracomment>
        <translation>Não é possível criar a pasta do diário da testemunha %1.</translation>
    </message>
    <message>
        <source>The journal in folder %1 belongs to another run.</source>
        <translation>O diário na pasta %1 pertence a outra execução.</translation>
    </message>
    <message>
        <source>Lost the connection to the witness; reconnecting.</source>
        <translation>A conexão com a testemunha caiu; reconectando.</translation>
    </message>
    <message>
        <source>Lost the connection to the witness.</source>
        <translation>A conexão com a testemunha caiu.</translation>
    </message>
    <message>
        <source>The witness did not answer in time.</source>
        <translation>A testemunha não respondeu a tempo.</translation>
    </message>
    <message>
        <source>The witness refused: %1</source>
        <extracomment>%1 is the reason the witness gave.</extracomment>
        <translation>A testemunha recusou: %1</translation>
    </message>
    <message>
        <source>The ledger from the witness is damaged (size or digest mismatch).</source>
        <translation>O registro de gravações vindo da testemunha está danificado (tamanho ou resumo não confere).</translation>
    </message>
    <message>
        <source>The report is too large to keep on the witness.</source>
        <translation>O relatório é grande demais para ser guardado na testemunha.</translation>
    </message>
    <message>
        <source>Unexpected answer from the witness.</source>
        <translation>Resposta inesperada da testemunha.</translation>
    </message>
    <message>
        <source>Cannot resolve %1: %2</source>
        <extracomment>%1 is a host name or address, %2 the resolver&apos;s error message.</extracomment>
        <translation>Não é possível resolver %1: %2</translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <extracomment>%1 is an address:port, %2 the system&apos;s error message.</extracomment>
        <translation>Não é possível escutar em %1: %2</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2</source>
        <extracomment>%1 is the witness&apos;s address:port, %2 the system&apos;s error message.</extracomment>
        <translation>Não é possível alcançar a testemunha em %1: %2</translation>
    </message>
    <message>
        <source>This file system does not support direct I/O: the writer goes through the page cache, which the commits flush.</source>
        <translation>Este sistema de arquivos não suporta E/S direta: o processo de gravação passa pelo cache de páginas, do qual os commits fazem o flush.</translation>
    </message>
    <message>
        <source>Cannot open %1 for writing: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>Não é possível abrir %1 para gravação: %2.</translation>
    </message>
    <message>
        <source>The power-loss test parameters are invalid.</source>
        <translation>Os parâmetros do teste de queda de energia são inválidos.</translation>
    </message>
    <message>
        <source>Preparing the test area failed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>Falha ao preparar a área de teste: %1.</translation>
    </message>
    <message>
        <source>Flushing the prepared test area failed: %1.</source>
        <translation>Falha ao fazer o flush da área de teste preparada: %1.</translation>
    </message>
    <message>
        <source>Write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>A gravação %1 falhou: %2. A execução é inválida; o processo de gravação parou e não tenta de novo.</translation>
    </message>
    <message>
        <source>Committing up to write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the last write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>O commit até a gravação %1 falhou: %2. A execução é inválida; o processo de gravação parou e não tenta de novo.</translation>
    </message>
    <message>
        <source>Cannot save the pending test in %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Não é possível salvar o teste pendente em %1: %2.</translation>
    </message>
    <message>
        <source>Cannot write the autostart entry %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Não é possível gravar a entrada de início automático %1: %2.</translation>
    </message>
    <message>
        <source>Practice mode needs FUSE, and /dev/fuse cannot be used here.</source>
        <translation>O modo de treino precisa de FUSE, e /dev/fuse não pode ser usado aqui.</translation>
    </message>
    <message>
        <source>Practice mode needs fusermount3 (the fuse3 package).</source>
        <translation>O modo de treino precisa do fusermount3 (o pacote fuse3).</translation>
    </message>
    <message>
        <source>Practice mode needs driveproof-lyingdisk, which is not installed.</source>
        <translation>O modo de treino precisa do driveproof-lyingdisk, que não está instalado.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for practice.</source>
        <translation>Não é possível criar uma pasta temporária para o treino.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code.</source>
        <extracomment>%1 what was given</extracomment>
        <translation>&apos;%1&apos; não é um código de pareamento.</translation>
    </message>
    <message>
        <source>DriveProof simulated drive (%1)</source>
        <extracomment>the simulated drive of practice mode; %1 honest or lying</extracomment>
        <translation>Unidade simulada do DriveProof (%1)</translation>
    </message>
    <message>
        <source>lying</source>
        <translation>mentirosa</translation>
    </message>
    <message>
        <source>honest</source>
        <translation>honesta</translation>
    </message>
    <message>
        <source>Practice cancelled.</source>
        <translation>Treino cancelado.</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>ocioso</translation>
    </message>
    <message>
        <source>starting the simulated drive and witness</source>
        <extracomment>practice mode: the simulated drive and the local witness start</extracomment>
        <translation>iniciando a unidade simulada e a testemunha</translation>
    </message>
    <message>
        <source>preparing</source>
        <extracomment>the test area is being filled with known data</extracomment>
        <translation>preparando</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>gravando</translation>
    </message>
    <message>
        <source>cutting the power</source>
        <extracomment>practice mode: the simulated power cut</extracomment>
        <translation>cortando a energia</translation>
    </message>
    <message>
        <source>verifying</source>
        <translation>verificando</translation>
    </message>
    <message>
        <source>done</source>
        <translation>concluído</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>falhou</translation>
    </message>
    <message>
        <source>This is a virtual machine: pulling its virtual plug tests the host&apos;s storage stack, not a drive. Run the test on real hardware.</source>
        <translation>Esta é uma máquina virtual: puxar o cabo virtual dela testa a pilha de armazenamento do host, não uma unidade. Execute o teste em hardware real.</translation>
    </message>
    <message>
        <source>The machine runs on its battery: pulling the plug would not cut the power. Remove the battery, or use a machine without one.</source>
        <translation>A máquina está funcionando com bateria: puxar o cabo não cortaria a energia. Remova a bateria ou use uma máquina sem bateria.</translation>
    </message>
    <message>
        <source>The drive sits behind a USB bridge, which may have a cache and flush rules of its own: the verdict is about the bridge and the drive together.</source>
        <translation>A unidade está atrás de uma ponte USB, que pode ter cache e regras de flush próprios: o veredito vale para a ponte e a unidade juntas.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is on. That is normal: the test shows whether the drive still keeps every write it acknowledged.</source>
        <translation>O cache de gravação da unidade está ativado. Isso é normal: o teste mostra se a unidade ainda assim mantém todas as gravações que confirmou.</translation>
    </message>
    <message>
        <source>The drive&apos;s unsafe-shutdown counter cannot be read, so the verifier cannot confirm that the power really went away.</source>
        <translation>O contador de desligamentos inseguros da unidade não pode ser lido, então o verificador não consegue confirmar que a energia realmente caiu.</translation>
    </message>
    <message>
        <source>Choose a file or a device for the test area.</source>
        <translation>Escolha um arquivo ou um dispositivo para a área de teste.</translation>
    </message>
    <message>
        <source>%1 is neither a regular file nor a block device.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 não é nem um arquivo comum nem um dispositivo de bloco.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>A pasta %1 não existe.</translation>
    </message>
    <message>
        <source>The device %1 was not found.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>O dispositivo %1 não foi encontrado.</translation>
    </message>
    <message>
        <source>Cannot create %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Não é possível criar %1: %2.</translation>
    </message>
    <message>
        <source>Cannot reserve space for %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Não é possível reservar espaço para %1: %2.</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2. Is driveproof-cli witness running there, and is the port open?</source>
        <extracomment>%1 the witness&apos;s address, %2 the network&apos;s error text</extracomment>
        <translation>Não é possível acessar a testemunha em %1: %2. O driveproof-cli witness está rodando lá, e a porta está aberta?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code: type the 12 characters the witness shows.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>&apos;%1&apos; não é um código de pareamento: digite os 12 caracteres que a testemunha mostra.</translation>
    </message>
    <message>
        <source>The test area on %1 is too small: give it at least 1 MiB.</source>
        <extracomment>%1 the file or device</extracomment>
        <translation>A área de teste em %1 é pequena demais: dê a ela pelo menos 1 MiB.</translation>
    </message>
    <message>
        <source>The witness at %1 did not confirm every commit before the end.</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>A testemunha em %1 não confirmou todos os commits antes do fim.</translation>
    </message>
    <message>
        <source>connecting to the witness</source>
        <translation>conectando à testemunha</translation>
    </message>
    <message>
        <source>paused</source>
        <extracomment>writing paused while the witness cannot be reached</extracomment>
        <translation>pausado</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>parado</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>conectando</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>conectado</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>inacessível</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>recusado</translation>
    </message>
    <message>
        <source>closed</source>
        <extracomment>the link to the witness was closed</extracomment>
        <translation>fechado</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>Não é possível abrir %1: %2.</translation>
    </message>
    <message>
        <source>The pending test has no valid pairing code.</source>
        <translation>O teste pendente não tem um código de pareamento válido.</translation>
    </message>
    <message>
        <source>Fetching the witness&apos;s record from %1</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>Buscando o registro da testemunha em %1</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>Verificação cancelada.</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s state</source>
        <translation>Lendo o estado da unidade</translation>
    </message>
    <message>
        <source>Reading and checking the whole test area on %1</source>
        <extracomment>%1 file or device</extracomment>
        <translation>Lendo e verificando toda a área de teste em %1</translation>
    </message>
    <message>
        <source>Storing the report</source>
        <translation>Armazenando o relatório</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Concluído</translation>
    </message>
    <message>
        <source>Cannot write the witness&apos;s salt %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>Não é possível gravar o salt da testemunha %1: %2</translation>
    </message>
    <message>
        <source>The witness is busy with other verifiers; try again shortly.</source>
        <extracomment>The witness limits how many verifiers and ledger downloads it serves at once.</extracomment>
        <translation>A testemunha está ocupada com outros verificadores; tente de novo em instantes.</translation>
    </message>
    <message>
        <source>Cannot derive the pairing key (not enough memory?).</source>
        <extracomment>The witness turns the pairing code into a key with Argon2id, which needs 64 MiB.</extracomment>
        <translation>Não é possível derivar a chave de pareamento (memória insuficiente?).</translation>
    </message>
    <message>
        <source>The journal of this run reached its limit of %1 bytes.</source>
        <extracomment>%1 is a size in bytes.</extracomment>
        <translation>O diário desta execução atingiu o limite de %1 bytes.</translation>
    </message>
    <message>
        <source>The witness claimed commits this writer never sent; reconnecting.</source>
        <extracomment>A high-water mark above the writer&apos;s own last commit: a forged or replayed answer.</extracomment>
        <translation>A testemunha alegou commits que este processo de gravação nunca enviou; reconectando.</translation>
    </message>
    <message>
        <source>no answer to the handshake within %1 s</source>
        <extracomment>%1 a number of seconds</extracomment>
        <translation>nenhuma resposta ao estabelecimento da conexão em %1 s</translation>
    </message>
    <message>
        <source>The witness at %1 refused this writer: %2</source>
        <extracomment>%1 the witness&apos;s address, %2 why it refused</extracomment>
        <translation>A testemunha em %1 recusou este processo de gravação: %2</translation>
    </message>
    <message numerus="yes">
        <source>All %Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>Todas as %Ln gravações confirmadas foram perdidas.</numerusform>
            <numerusform>Todas as %Ln gravações confirmadas foram perdidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>They were the last ones before the cut: the drive acknowledges flushes before the data is safe.</source>
        <translation>Eram as últimas antes do corte: a unidade confirma os comandos de flush antes que os dados estejam seguros.</translation>
    </message>
    <message>
        <source>The witness&apos;s record contradicts this machine&apos;s own record of the test (%1), so it cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%1 what the witness&apos;s record says against this machine&apos;s (in English, for a bug report)</extracomment>
        <translation>O registro da testemunha contradiz o registro que esta máquina tem do teste (%1), então não é confiável e esta execução não prova nada sobre as gravações confirmadas.</translation>
    </message>
    <message>
        <source>This is not the run&apos;s witness: it answered with another salt than during the run.</source>
        <translation>Esta não é a testemunha da execução: ela respondeu com um salt diferente do usado durante a execução.</translation>
    </message>
    <message>
        <source>A frame from the witness arrived damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 what was wrong with it, e.g. &quot;HMAC&quot; or &quot;CRC mismatch&quot;</extracomment>
        <translation>Um quadro da testemunha chegou danificado ou alterado (%1); reconectando.</translation>
    </message>
    <message>
        <source>The witness could not prove the pairing code (a fake witness or altered traffic); reconnecting.</source>
        <translation>A testemunha não conseguiu provar o código de pareamento (uma testemunha falsa ou tráfego alterado); reconectando.</translation>
    </message>
    <message>
        <source>The witness refused a frame that reached it damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 the witness&apos;s reason, e.g. &quot;Power-loss frame damaged in transit&quot;</extracomment>
        <translation>A testemunha recusou um quadro que chegou danificado ou alterado (%1); reconectando.</translation>
    </message>
    <message>
        <source>The witness already keeps %1 runs: move old run folders out of its journal folder to make room.</source>
        <extracomment>%1 how many runs the witness keeps at most</extracomment>
        <translation>A testemunha já guarda %1 execuções: mova pastas de execuções antigas para fora da pasta de diários dela para abrir espaço.</translation>
    </message>
    <message>
        <source>The witness holds %1 acknowledged writes in memory, as many as it may: this run cannot grow.</source>
        <extracomment>%1 a number of acknowledged writes</extracomment>
        <translation>A testemunha mantém %1 gravações confirmadas na memória, o máximo permitido: esta execução não pode crescer.</translation>
    </message>
    <message numerus="yes">
        <source>The witness reports %n acknowledgement(s) this writer never sent, from seq %1, so its record cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%n how many acknowledgements carry no valid receipt of this machine&apos;s writer, %1 the seq (a number) of the first of them</extracomment>
        <translation>
            <numerusform>A testemunha relata %n confirmação que este processo de gravação nunca enviou, a partir da sequência %1, então seu registro não é confiável e esta execução não prova nada sobre as gravações confirmadas.</numerusform>
            <numerusform>A testemunha relata %n confirmações que este processo de gravação nunca enviou, a partir da sequência %1, então seu registro não é confiável e esta execução não prova nada sobre as gravações confirmadas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Privilege</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>Não é possível abrir %1: %2.</translation>
    </message>
    <message>
        <source>The system bus is not running (%2), so DriveProof&apos;s helper cannot be reached for %1. Start D-Bus, or run as root.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>O barramento do sistema não está em execução (%2), então o auxiliar do DriveProof não pode ser alcançado para %1. Inicie o D-Bus ou execute como root.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper sent an unexpected reply for %1.</source>
        <extracomment>%1 device path</extracomment>
        <translation>O auxiliar do DriveProof enviou uma resposta inesperada para %1.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper opened %1 but no file descriptor arrived.</source>
        <extracomment>%1 device path</extracomment>
        <translation>O auxiliar do DriveProof abriu %1, mas nenhum descritor de arquivo chegou.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed (%1 is not on the system bus): install the package, or run as root.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>O auxiliar do DriveProof não está instalado (%1 não está no barramento do sistema): instale o pacote ou execute como root.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is installed but could not be started (%1). Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>O auxiliar do DriveProof está instalado, mas não pôde ser iniciado (%1). Reinstale o DriveProof.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper did not answer for %1 within %2 seconds. If an authentication dialog was open, try again.</source>
        <extracomment>%1 device path, %2 number of seconds</extracomment>
        <translation>O auxiliar do DriveProof não respondeu para %1 em %2 segundos. Se uma janela de autenticação estava aberta, tente de novo.</translation>
    </message>
    <message>
        <source>The system bus refused the call to DriveProof&apos;s helper (%1): its D-Bus policy is missing or damaged. Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>O barramento do sistema recusou a chamada ao auxiliar do DriveProof (%1): a política D-Bus dele está ausente ou danificada. Reinstale o DriveProof.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper failed for %1: %3 (%2).</source>
        <extracomment>%1 device path, %2 D-Bus error name, %3 D-Bus error text</extracomment>
        <translation>O auxiliar do DriveProof falhou para %1: %3 (%2).</translation>
    </message>
</context>
<context>
    <name>DriveProof::Report</name>
    <message>
        <source>a pair [bucket, count]</source>
        <translation>um par [intervalo, contagem]</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 names latency bucket %2, but the buckets end at %3.</source>
        <extracomment>%1 where in the file; %2 the bucket number found; %3 the last valid one</extracomment>
        <translation>O resultado do teste está danificado: %1 cita o intervalo de latência %2, mas os intervalos terminam em %3.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 lists latency bucket %2 twice.</source>
        <extracomment>%1 where in the file; %2 a bucket number</extracomment>
        <translation>O resultado do teste está danificado: %1 lista o intervalo de latência %2 duas vezes.</translation>
    </message>
    <message>
        <source>The test result is damaged: the latency buckets of %1 do not add up to its count.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>O resultado do teste está danificado: os intervalos de latência de %1 não somam a contagem dele.</translation>
    </message>
    <message>
        <source>The test result is damaged: the minimum or maximum of %1 lies outside its lowest or highest latency bucket.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>O resultado do teste está danificado: o mínimo ou o máximo de %1 fica fora do seu intervalo de latência mais baixo ou mais alto.</translation>
    </message>
    <message>
        <source>The test result is damaged: the sum of %1 cannot come from its latency buckets.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>O resultado do teste está danificado: a soma de %1 não pode vir dos seus intervalos de latência.</translation>
    </message>
    <message>
        <source>%1: %2 commits/s</source>
        <extracomment>%1 the line&apos;s label, e.g. &quot;fdatasync, 1 × 8 kB&quot;; %2 commits per second</extracomment>
        <translation>%1: %2 commits/s</translation>
    </message>
    <message>
        <source>%1: %2 MB/s, %3 IOPS</source>
        <extracomment>%1 the line&apos;s label, e.g. &quot;SEQ1M Q8T1 read&quot;; %2 megabytes per second; %3 I/Os per second</extracomment>
        <translation>%1: %2 MB/s, %3 IOPS</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <extracomment>%1 how many measurements, e.g. &quot;9 measurements&quot;; %2 its headline number</extracomment>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>%1 (stopped by an error)</source>
        <extracomment>%1 the summary so far; a test that stopped on an error</extracomment>
        <translation>%1 (interrompido por um erro)</translation>
    </message>
    <message>
        <source>%1 (cancelled)</source>
        <extracomment>%1 the summary so far; a test the user cancelled</extracomment>
        <translation>%1 (cancelado)</translation>
    </message>
    <message>
        <source>The result has no id, so it cannot be kept in the history.</source>
        <translation>O resultado não tem id, então não pode ser guardado no histórico.</translation>
    </message>
    <message>
        <source>Cannot create the history folder %1. Check that your home folder is writable.</source>
        <extracomment>%1 folder path</extracomment>
        <translation>Não é possível criar a pasta de histórico %1. Verifique se a sua pasta pessoal permite gravação.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Não é possível gravar %1: %2.</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1.</source>
        <extracomment>%1 a result id</extracomment>
        <translation>O histórico não tem nenhum resultado com o id %1.</translation>
    </message>
    <message>
        <source>The id %1 fits several results in the history; give the whole id.</source>
        <extracomment>%1 a short result id</extracomment>
        <translation>O id %1 corresponde a vários resultados no histórico; informe o id completo.</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>Não é possível excluir %1: %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is missing.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops</extracomment>
        <translation>O resultado do teste está danificado: falta %1.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 should be %2.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops; %2 what it should be, e.g. &quot;a number&quot;</extracomment>
        <translation>O resultado do teste está danificado: %1 deveria ser %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is %2, outside the range %3 to %4.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].read_percent; %2 the value found there; %3 and %4 the smallest and largest value allowed</extracomment>
        <translation>O resultado do teste está danificado: %1 é %2, fora do intervalo de %3 a %4.</translation>
    </message>
    <message>
        <source>text</source>
        <translation>texto</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>true, false or null</source>
        <translation>true, false ou null</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>um número inteiro</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>um número</translation>
    </message>
    <message>
        <source>a date and time (ISO 8601)</source>
        <translation>uma data e hora (ISO 8601)</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>uma lista</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>um objeto</translation>
    </message>
    <message>
        <source>a list of six numbers</source>
        <translation>uma lista de seis números</translation>
    </message>
    <message>
        <source>one of info, good, caution, danger</source>
        <translation>um destes: info, good, caution, danger</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it has no format_version.</source>
        <translation>Isto não é um resultado de teste do DriveProof: não tem format_version.</translation>
    </message>
    <message>
        <source>This test result has format %1, but this version of DriveProof reads formats up to %2. Open it with a newer DriveProof.</source>
        <extracomment>%1 the file&apos;s format number, %2 the newest format this version reads</extracomment>
        <translation>Este resultado de teste tem o formato %1, mas esta versão do DriveProof lê formatos até o %2. Abra-o com um DriveProof mais novo.</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: the JSON breaks at byte %1 (%2).</source>
        <extracomment>%1 byte offset in the file, %2 what the JSON parser says</extracomment>
        <translation>Isto não é um resultado de teste do DriveProof: o JSON se interrompe no byte %1 (%2).</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it holds no JSON object.</source>
        <translation>Isto não é um resultado de teste do DriveProof: não contém nenhum objeto JSON.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>Não é possível ler %1: %2.</translation>
    </message>
    <message>
        <source>%1 is too large to be a DriveProof test result.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 é grande demais para ser um resultado de teste do DriveProof.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 file name, %2 what is wrong with its contents (a sentence)</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n measurement(s)</source>
        <extracomment>how many measurements (lines of the numbers table) a result has</extracomment>
        <translation>
            <numerusform>%n medição</numerusform>
            <numerusform>%n medições</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a time per step; %1 seconds, e.g. &quot;5&quot; or &quot;0.5&quot;</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>temporary file</source>
        <translation>arquivo temporário</translation>
    </message>
    <message>
        <source>file</source>
        <translation>arquivo</translation>
    </message>
    <message>
        <source>whole device</source>
        <translation>dispositivo inteiro</translation>
    </message>
    <message>
        <source>none (raw device)</source>
        <extracomment>where a run had no file system under it (the raw device)</extracomment>
        <translation>nenhum (dispositivo bruto)</translation>
    </message>
    <message>
        <source>They are different tests (%1 and %2).</source>
        <extracomment>%1 and %2 two test keys, e.g. &quot;quick&quot; and &quot;random&quot;</extracomment>
        <translation>São testes diferentes (%1 e %2).</translation>
    </message>
    <message>
        <source>They used different test sizes (%1 and %2): a small area fits a cache that a large one overflows.</source>
        <extracomment>%1 and %2 test sizes, e.g. &quot;128 MiB&quot; and &quot;1 GiB&quot;</extracomment>
        <translation>Usaram tamanhos de teste diferentes (%1 e %2): uma área pequena cabe num cache que uma grande transborda.</translation>
    </message>
    <message>
        <source>They ran on different kinds of target (%1 and %2): a file system adds its own work to every write.</source>
        <extracomment>%1 and %2 kinds of target, e.g. &quot;temporary file&quot; and &quot;whole device&quot;</extracomment>
        <translation>Rodaram em tipos de destino diferentes (%1 e %2): um sistema de arquivos acrescenta trabalho próprio a cada gravação.</translation>
    </message>
    <message>
        <source>They ran on different file systems (%1 and %2).</source>
        <extracomment>%1 and %2 file systems, e.g. &quot;ext4&quot; and &quot;btrfs&quot;</extracomment>
        <translation>Rodaram em sistemas de arquivos diferentes (%1 e %2).</translation>
    </message>
    <message>
        <source>They used different I/O engines (%1 and %2).</source>
        <extracomment>%1 and %2 I/O engines, e.g. &quot;io_uring&quot; and &quot;psync&quot;</extracomment>
        <translation>Usaram motores de E/S diferentes (%1 e %2).</translation>
    </message>
    <message>
        <source>They ran for different times per step (%1 and %2).</source>
        <extracomment>%1 and %2 times per step, e.g. &quot;2 s&quot; and &quot;5 s&quot;</extracomment>
        <translation>Rodaram com tempos por etapa diferentes (%1 e %2).</translation>
    </message>
    <message>
        <source>%1 per step</source>
        <extracomment>the time each step of a test ran; %1 e.g. &quot;5 s&quot;</extracomment>
        <translation>%1 por etapa</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 a kind of target (&quot;temporary file&quot;), %2 its file system (&quot;ext4&quot;)</extracomment>
        <translation>%1 em %2</translation>
    </message>
    <message>
        <source>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 per step</source>
        <extracomment>the quick check&apos;s definition; %1 a test size (&quot;1 GiB&quot;), %2 a time per step (&quot;5 s&quot;). SEQ1M Q8T1 etc. are CrystalDiskMark&apos;s test names: keep them.</extracomment>
        <translation>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 por etapa</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1, and there is no such file. &apos;driveproof-cli history DEVICE&apos; lists the ids.</source>
        <extracomment>%1 a result id or file name</extracomment>
        <translation>O histórico não tem resultado com o id %1, e esse arquivo não existe. &apos;driveproof-cli history DEVICE&apos; lista os ids.</translation>
    </message>
    <message>
        <source>a list of two numbers</source>
        <translation>uma lista de dois números</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours; first failing sector %4.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Failed: read error&quot;), %3 the drive&apos;s power-on hours when it ended, %4 a sector number</extracomment>
        <translation>Autoteste (%1): %2, com %3 horas ligada; primeiro setor com falha %4.</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Completed without error&quot;), %3 the drive&apos;s power-on hours when it ended</extracomment>
        <translation>Autoteste (%1): %2, com %3 horas ligada.</translation>
    </message>
    <message>
        <source>read</source>
        <translation>leitura</translation>
    </message>
    <message>
        <source>write</source>
        <translation>gravação</translation>
    </message>
    <message>
        <source>mixed %1% read</source>
        <extracomment>%1 percentage of reads in a mixed workload, e.g. 70</extracomment>
        <translation>misto, %1% leitura</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a CrystalDiskMark-style preset name (SEQ1M Q8T1), %2 read/write/mixed</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>block size %1, %2</source>
        <extracomment>a sweep point: %1 block size, %2 read/write</extracomment>
        <translation>tamanho de bloco %1, %2</translation>
    </message>
    <message>
        <source>queue depth %1, %2</source>
        <extracomment>a sweep point: %1 queue depth, %2 read/write</extracomment>
        <translation>profundidade de fila %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s), %1</source>
        <extracomment>a sweep point: %n threads, %1 read/write</extracomment>
        <translation>
            <numerusform>%n thread, %1</numerusform>
            <numerusform>%n threads, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n × 8 kB per commit</source>
        <extracomment>%1 a sync method name (fdatasync, open_datasync...), %n writes per commit</extracomment>
        <translation>
            <numerusform>%1, %n × 8 kB por commit</numerusform>
            <numerusform>%1, %n × 8 kB por commit</numerusform>
        </translation>
    </message>
    <message>
        <source>open_sync, %1 × %2 kB</source>
        <extracomment>16 kB committed as %1 writes of %2 kB each, with O_SYNC</extracomment>
        <translation>open_sync, %1 × %2 kB</translation>
    </message>
    <message>
        <source>write, fsync, close</source>
        <translation>write, fsync, close</translation>
    </message>
    <message>
        <source>write, close, fsync (another descriptor)</source>
        <translation>write, close, fsync (outro descritor)</translation>
    </message>
    <message>
        <source>write, no sync (baseline, not durable)</source>
        <translation>write, sem sync (referência, não durável)</translation>
    </message>
    <message>
        <source>O_DIRECT write, no sync (baseline, not durable)</source>
        <translation>write com O_DIRECT, sem sync (referência, não durável)</translation>
    </message>
    <message>
        <source>sustained sequential write</source>
        <translation>gravação sequencial sustentada</translation>
    </message>
    <message>
        <source>surface scan (read)</source>
        <translation>análise de superfície (leitura)</translation>
    </message>
    <message>
        <source>random reads, pass %1</source>
        <extracomment>%1 1 or 2: the pass of the hybrid-cache check</extracomment>
        <translation>leituras aleatórias, passada %1</translation>
    </message>
    <message>
        <source>%1 (cache off)</source>
        <extracomment>a commit line measured with the drive&apos;s write cache switched off; %1 its label</extracomment>
        <translation>%1 (cache desativado)</translation>
    </message>
    <message>
        <source>Skipped: the block size %1 is larger than the test area (%2).</source>
        <extracomment>%1 block size, %2 test area size</extracomment>
        <translation>Ignorado: o tamanho de bloco %1 é maior que a área de teste (%2).</translation>
    </message>
    <message>
        <source>Skipped: O_DIRECT writes of %1 bytes are smaller than the device&apos;s logical block size (%2 bytes).</source>
        <extracomment>%1 write size in bytes, %2 the device&apos;s logical block size in bytes</extracomment>
        <translation>Ignorado: gravações O_DIRECT de %1 bytes são menores que o tamanho de bloco lógico do dispositivo (%2 bytes).</translation>
    </message>
    <message>
        <source>Skipped: this file system does not support O_DIRECT.</source>
        <translation>Ignorado: este sistema de arquivos não suporta O_DIRECT.</translation>
    </message>
    <message>
        <source>Skipped: the device rejects O_DIRECT writes of %1 bytes.</source>
        <extracomment>%1 write size in bytes</extracomment>
        <translation>Ignorado: o dispositivo rejeita gravações O_DIRECT de %1 bytes.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Suites</name>
    <message>
        <source>The cache A/B test needs a drive whose write cache is on and can be switched; %1&apos;s is not. Run the commit test alone.</source>
        <extracomment>%1 device node</extracomment>
        <translation>O teste A/B de cache precisa de uma unidade cujo cache de gravação esteja ativado e possa ser alterado; não é o caso de %1. Execute só o teste commit.</translation>
    </message>
    <message>
        <source>Could not switch the write cache of %1 back on. Switch it on with &apos;driveproof-cli cache %1 --set on&apos;.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Não foi possível reativar o cache de gravação de %1. Ative-o com &apos;driveproof-cli cache %1 --set on&apos;.</translation>
    </message>
    <message>
        <source>Cannot open %1 for the commit test: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>Não é possível abrir %1 para o teste commit: %2.</translation>
    </message>
    <message>
        <source>The commit test stopped at &quot;%1&quot;: writing to %2 failed: %3.</source>
        <extracomment>%1 the line&apos;s label, %2 file or device, %3 the system&apos;s error text</extracomment>
        <translation>O teste commit parou em “%1”: a gravação em %2 falhou: %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; stopped on %2: %3</source>
        <extracomment>%1 the step&apos;s label, %2 file or device, %3 the error</extracomment>
        <translation>“%1” parou em %2: %3</translation>
    </message>
    <message>
        <source>idle, so the drive can move hot data</source>
        <translation>inatividade, para que a unidade possa mover os dados mais usados</translation>
    </message>
    <message>
        <source>Commit rate</source>
        <translation>Taxa de commits</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Taxa de transferência</translation>
    </message>
    <message>
        <source>Sustained write</source>
        <translation>Gravação sustentada</translation>
    </message>
    <message>
        <source>Surface scan</source>
        <translation>Análise de superfície</translation>
    </message>
    <message>
        <source>Random I/O</source>
        <translation>E/S aleatória</translation>
    </message>
    <message>
        <source>Quick check</source>
        <translation>Verificação rápida</translation>
    </message>
    <message>
        <source>Block size sweep</source>
        <translation>Varredura de tamanho de bloco</translation>
    </message>
    <message>
        <source>Queue depth sweep</source>
        <translation>Varredura de profundidade de fila</translation>
    </message>
    <message>
        <source>Thread sweep</source>
        <translation>Varredura de threads</translation>
    </message>
    <message>
        <source>Hybrid cache check</source>
        <translation>Verificação de cache híbrido</translation>
    </message>
    <message>
        <source>A drive test is running; suspending would spoil its numbers.</source>
        <translation>Um teste de unidade está em execução; suspender o computador estragaria os números dele.</translation>
    </message>
    <message>
        <source>The cache A/B test needs to know the drive under the target, and it could not be found. Run the commit test alone.</source>
        <translation>O teste A/B de cache precisa saber qual é a unidade sob o destino, e ela não foi encontrada. Execute só o teste commit.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported here: the run is buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT não é suportado aqui: a execução usa buffer, então o cache de páginas influencia os números.</translation>
    </message>
    <message>
        <source>%1 is not a folder. Choose a folder on the drive to test.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1 não é uma pasta. Escolha uma pasta na unidade a testar.</translation>
    </message>
    <message>
        <source>The test size must be at least 4 KiB.</source>
        <translation>O tamanho do teste deve ser de pelo menos 4 KiB.</translation>
    </message>
    <message>
        <source>%1 has too little free space for a %2 test file (%3 free). Choose a smaller size or another folder.</source>
        <extracomment>%1 folder, %2 the size asked for, %3 free space</extracomment>
        <translation>%1 tem pouco espaço livre para um arquivo de teste de %2 (%3 livres). Escolha um tamanho menor ou outra pasta.</translation>
    </message>
    <message>
        <source>Cannot create a test file in %1: %2. Choose a folder you can write to.</source>
        <extracomment>%1 folder, %2 the system&apos;s error text</extracomment>
        <translation>Não é possível criar um arquivo de teste em %1: %2. Escolha uma pasta em que você possa gravar.</translation>
    </message>
    <message>
        <source>Preparing the test file</source>
        <translation>Preparando o arquivo de teste</translation>
    </message>
    <message>
        <source>Cannot prepare the test file %1: %2.</source>
        <extracomment>%1 the test file, %2 what failed, in English from the system</extracomment>
        <translation>Não é possível preparar o arquivo de teste %1: %2.</translation>
    </message>
    <message>
        <source>%1 is not an existing regular file. Name a file, or choose a folder for a temporary test file.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 não é um arquivo comum existente. Informe um arquivo, ou escolha uma pasta para um arquivo de teste temporário.</translation>
    </message>
    <message>
        <source>%1 is smaller than 4 KiB: too small to test. DriveProof never grows a file it did not create.</source>
        <extracomment>%1 a file</extracomment>
        <translation>%1 é menor que 4 KiB: pequeno demais para testar. O DriveProof nunca aumenta um arquivo que não criou.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text
----------
%1 device node, %2 the system&apos;s error text</extracomment>
        <translation>Não é possível abrir %1: %2.</translation>
    </message>
    <message>
        <source>Writing to %1 destroys what is on it. Confirm by typing the device name, or pass --destructive.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Gravar em %1 destrói o que há nele. Confirme digitando o nome do dispositivo, ou use --destructive.</translation>
    </message>
    <message>
        <source>%L1 IOPS</source>
        <extracomment>I/O operations per second</extracomment>
        <translation>%L1 IOPS</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, faster than the platters turn (%2 rpm allows about %3 per second with one thread): a volatile or battery-backed cache acknowledges the commits. Run the power-loss test to learn whether it keeps them.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync faz %1 commits por segundo, mais rápido do que os pratos giram (%2 rpm permitem cerca de %3 por segundo com uma thread): um cache volátil ou com bateria confirma os commits. Execute o teste de queda de energia para saber se ele os mantém.</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, within what %2 rpm allows (about %3 per second): each commit waits for the platter.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync faz %1 commits por segundo, dentro do que %2 rpm permitem (cerca de %3 por segundo): cada commit espera pelo prato.</translation>
    </message>
    <message>
        <source>With the drive&apos;s write cache off, fdatasync still commits at %1 per second, above the %3 per second that %2 rpm allows: the setting was ignored or another cache answers.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>Com o cache de gravação da unidade desativado, fdatasync ainda faz %1 commits por segundo, acima dos %3 por segundo que %2 rpm permitem: a configuração foi ignorada ou outro cache está respondendo.</translation>
    </message>
    <message>
        <source>Each fdatasync sent %2 flushes to %1: flushes reach the device.</source>
        <extracomment>%1 device name, %2 flushes per commit (a decimal number)</extracomment>
        <translation>Cada fdatasync enviou %2 comandos de flush para %1: os flushes chegam ao dispositivo.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: fdatasync sent none although the kernel treats the device as write back. Something between DriveProof and the drive swallows them (a hypervisor, a RAID or device-mapper layer).</source>
        <extracomment>%1 device name</extracomment>
        <translation>Os comandos de flush não chegam a %1: fdatasync não enviou nenhum, embora o kernel trate o dispositivo como de gravação diferida (write back). Algo entre o DriveProof e a unidade os está engolindo (um hipervisor, uma camada de RAID ou de device-mapper).</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the kernel treats it as write through (queue/write_cache) and sends it no flushes. If the drive&apos;s own cache is on, committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Os comandos de flush não chegam a %1: o kernel o trata como de gravação direta (write through, queue/write_cache) e não envia flushes a ele. Se o cache da própria unidade estiver ativado, dados já confirmados podem ser perdidos em uma queda de energia.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the file system is mounted with nobarrier, so the kernel sends no flushes. Committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Os comandos de flush não chegam a %1: o sistema de arquivos está montado com nobarrier, então o kernel não envia flushes. Dados já confirmados podem ser perdidos em uma queda de energia.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on. Only the power-loss test can tell whether it keeps them.</source>
        <extracomment>%1 commits per second</extracomment>
        <translation>Esta unidade confirma %1 commits por segundo com o cache de gravação ativado. Só o teste de queda de energia pode dizer se ela os mantém.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on and %2 with it off.</source>
        <extracomment>%1 commits per second with the cache on, %2 with it off</extracomment>
        <translation>Esta unidade confirma %1 commits por segundo com o cache de gravação ativado e %2 com ele desativado.</translation>
    </message>
    <message>
        <source>The write rate fell from %1 to %2 after %3 had been written: a cache ran out.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data</extracomment>
        <translation>A taxa de gravação caiu de %1 para %2 depois de %3 gravados: um cache se esgotou.</translation>
    </message>
    <message>
        <source>The write rate held at about %1 over all %2.</source>
        <extracomment>%1 a transfer rate, %2 an amount of data</extracomment>
        <translation>A taxa de gravação se manteve em cerca de %1 ao longo de todos os %2.</translation>
    </message>
    <message>
        <source>Reads ran at %1 at the start and %2 at the end; the slowest stretch read at %3, at %4.</source>
        <extracomment>%1..%3 transfer rates, %4 a position on the drive (an amount of data)</extracomment>
        <translation>As leituras começaram a %1 e terminaram a %2; o trecho mais lento foi lido a %3, na posição %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n stretch(es) read at less than half the median rate: the drive retried there, or remapped sectors slow it down. Look at its health.</source>
        <translation>
            <numerusform>%n trecho foi lido a menos da metade da taxa mediana: a unidade fez novas tentativas ali, ou setores realocados a deixam mais lenta. Verifique a saúde dela.</numerusform>
            <numerusform>%n trechos foram lidos a menos da metade da taxa mediana: a unidade fez novas tentativas ali, ou setores realocados a deixam mais lenta. Verifique a saúde dela.</numerusform>
        </translation>
    </message>
    <message>
        <source>The second pass was %1 times as fast (%2 → %3): the drive moved the data to faster storage while idle.</source>
        <extracomment>%1 how many times faster (a decimal number), %2 and %3 IOPS before and after</extracomment>
        <translation>A segunda passada foi %1 vezes mais rápida (%2 → %3): a unidade moveu os dados para um armazenamento mais rápido enquanto estava ociosa.</translation>
    </message>
    <message>
        <source>The second pass ran at %2 against %1 before: no sign of a cache that promotes hot data while the drive is idle.</source>
        <extracomment>%1 and %2 IOPS of the first and the second pass</extracomment>
        <translation>A segunda passada rodou a %2, contra %1 antes: nenhum sinal de um cache que promova dados mais usados enquanto a unidade está ociosa.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported on this file system: the run was buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT não é suportado neste sistema de arquivos: a execução usou buffer, então o cache de páginas influencia os números.</translation>
    </message>
    <message>
        <source>This is a virtual machine (%1): the numbers describe the hypervisor&apos;s storage, not the drive&apos;s.</source>
        <extracomment>%1 the hypervisor, e.g. kvm</extracomment>
        <translation>Esta é uma máquina virtual (%1): os números descrevem o armazenamento do hipervisor, não o da unidade.</translation>
    </message>
    <message>
        <source>%1 is mounted with barriers off (%2): the kernel sends the drive no flushes, so no commit there is durable.</source>
        <extracomment>%1 mount point, %2 mount options</extracomment>
        <translation>%1 está montado com barreiras desativadas (%2): o kernel não envia flushes à unidade, então nenhum commit ali é durável.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 DriveProof does not write to a device in use. Unmount it, swapoff it or stop what is built on it first.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 está em uso: %2 O DriveProof não grava em um dispositivo em uso. Desmonte-o, execute swapoff nele ou pare primeiro o que está construído sobre ele.</translation>
    </message>
    <message>
        <source>The kernel sends %1 no flushes while its write cache is off for this half of the test (it treats the device as write through): as expected.</source>
        <extracomment>%1 device name</extracomment>
        <translation>O kernel não envia comandos de flush a %1 enquanto o cache de gravação dele está desativado nesta metade do teste (ele trata o dispositivo como de gravação direta): como esperado.</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>SATA, link speed unknown</source>
        <translation>SATA, velocidade de conexão desconhecida</translation>
    </message>
    <message>
        <source>SATA %1 Gb/s</source>
        <extracomment>%1 the SATA link speed in Gb/s, e.g. 6</extracomment>
        <translation>SATA %1 Gb/s</translation>
    </message>
    <message>
        <source>PCIe, link speed unknown</source>
        <translation>PCIe, velocidade de conexão desconhecida</translation>
    </message>
    <message>
        <source>PCIe %1 x%2</source>
        <extracomment>%1 the PCIe generation (&quot;3.0&quot;), %2 lanes in use</extracomment>
        <translation>PCIe %1 x%2</translation>
    </message>
    <message>
        <source>USB, link speed unknown</source>
        <translation>USB, velocidade de conexão desconhecida</translation>
    </message>
    <message>
        <source>USB %1 (%2 Gb/s)</source>
        <extracomment>%1 the USB version (&quot;3.0&quot;), %2 its signalling rate in Gb/s</extracomment>
        <translation>USB %1 (%2 Gb/s)</translation>
    </message>
    <message>
        <source>USB %1 (%2 Mb/s)</source>
        <extracomment>%1 the USB version (&quot;2&quot;), %2 its signalling rate in Mb/s</extracomment>
        <translation>USB %1 (%2 Mb/s)</translation>
    </message>
    <message>
        <source>%1 (~%2 usable)</source>
        <extracomment>%1 the SATA link (&quot;SATA 6 Gb/s&quot;), %2 a transfer rate, e.g. &quot;600.0 MB/s&quot;</extracomment>
        <translation>%1 (~%2 utilizáveis)</translation>
    </message>
    <message>
        <source>%1 (the drive can do PCIe %2 x%3)</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation (&quot;4.0&quot;), %3 lanes</extracomment>
        <translation>%1 (a unidade suporta PCIe %2 x%3)</translation>
    </message>
    <message>
        <source>%1 of x%2</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 lanes the drive has</extracomment>
        <translation>%1 de x%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 the USB link (&quot;USB 3.0 (5 Gb/s)&quot;), %2 the storage protocol: UAS or BOT</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>hard disk (%L1 rpm)</source>
        <translation>disco rígido (%L1 rpm)</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>disco rígido</translation>
    </message>
    <message>
        <source>SATA SSD</source>
        <translation>SSD SATA</translation>
    </message>
    <message>
        <source>NVMe SSD</source>
        <translation>SSD NVMe</translation>
    </message>
    <message>
        <source>drive behind a USB bridge</source>
        <translation>unidade atrás de uma ponte USB</translation>
    </message>
    <message>
        <source>virtual disk</source>
        <translation>disco virtual</translation>
    </message>
    <message>
        <source>%1 is more than a %2 link can carry (%3): the link is emulated or misreported (a virtual machine, or a cache in front of the drive), so this number says nothing about the drive.</source>
        <extracomment>%1 a measured transfer rate, %2 the link (&quot;SATA 1.5 Gb/s&quot;), %3 the most it carries</extracomment>
        <translation>%1 é mais do que uma conexão %2 consegue transportar (%3): a conexão é emulada ou informada incorretamente (uma máquina virtual, ou um cache na frente da unidade), então este número não diz nada sobre a unidade.</translation>
    </message>
    <message>
        <source>Writes at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Grava a %1: o limite da sua conexão %2 (no máximo %3); aqui ela não tem como ir mais rápido.</translation>
    </message>
    <message>
        <source>Reads at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Lê a %1: o limite da sua conexão %2 (no máximo %3); aqui ela não tem como ir mais rápido.</translation>
    </message>
    <message>
        <source>Writes at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Grava a %1 em uma conexão %2: o limite é a conexão, não a unidade (a unidade suporta %3 Gb/s; verifique o cabo e a porta).</translation>
    </message>
    <message>
        <source>Reads at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Lê a %1 em uma conexão %2: o limite é a conexão, não a unidade (a unidade suporta %3 Gb/s; verifique o cabo e a porta).</translation>
    </message>
    <message>
        <source>On a USB 2 port: 480 Mb/s holds it to about %1 (measured: %2). A USB 3 port would let it go faster.</source>
        <extracomment>%1 what a USB 2 port allows, a transfer rate; %2 the measured transfer rate</extracomment>
        <translation>Em uma porta USB 2: os 480 Mb/s a limitam a cerca de %1 (medido: %2). Uma porta USB 3 a deixaria ir mais rápido.</translation>
    </message>
    <message>
        <source>Reads at %1: SATA SSDs read at %2 to %3 on a 6 Gb/s link, so something other than the link holds this one back (a full or worn drive, power saving, or the file system).</source>
        <extracomment>%1 the measured transfer rate, %2 and %3 the usual range (transfer rates)</extracomment>
        <translation>Lê a %1: SSDs SATA leem entre %2 e %3 em uma conexão de 6 Gb/s, então algo além da conexão está freando esta unidade (uma unidade cheia ou desgastada, a economia de energia ou o sistema de arquivos).</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 although it can do PCIe %2 x%3: the link trained below what the drive and its slot allow (a riser, a dirty contact, or lanes shared with another slot). It carries %4 of the %5 it could.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the link carries now, what it could)</extracomment>
        <translation>Esta unidade NVMe funciona em %1, embora suporte PCIe %2 x%3: a conexão foi negociada abaixo do que a unidade e o slot permitem (um riser, um contato sujo ou lanes compartilhadas com outro slot). Ela transporta %4 dos %5 possíveis.</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 but can do PCIe %2 x%3: the slot holds it to %4 of the %5 it could use. A slot with more lanes would let it go faster.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the slot carries, what the drive could use)</extracomment>
        <translation>Esta unidade NVMe funciona em %1, mas suporta PCIe %2 x%3: o slot a limita a %4 dos %5 que ela poderia usar. Um slot com mais lanes a deixaria ir mais rápido.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is what a %L2 rpm disk does (about %3 to %4): each read waits for a seek and half a turn.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 a %1 é o que faz um disco de %L2 rpm (cerca de %3 a %4): cada leitura espera um posicionamento da cabeça e meia volta.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is faster than a %L2 rpm disk can seek (about %3 to %4): a cache answers these reads, so they say little about the disk.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 a %1 é mais rápido do que um disco de %L2 rpm consegue posicionar a cabeça (cerca de %3 a %4): um cache responde a essas leituras, então elas dizem pouco sobre o disco.</translation>
    </message>
    <message>
        <source>Writes fell from %1 to %2 after %3: the end of its fast SLC cache. Copies larger than that run at about %2.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data. SLC: the fast part of an SSD&apos;s flash that takes writes first</extracomment>
        <translation>A gravação caiu de %1 para %2 depois de %3: o cache SLC rápido acabou. Cópias maiores que isso andam a cerca de %2.</translation>
    </message>
    <message>
        <source>%1 is a loop device without direct I/O: its reads and writes go through the page cache of the file system that holds its backing file, so these numbers describe the page cache (memory), not a drive. Attach it with &apos;losetup --direct-io=on&apos; to measure the drive under the file.</source>
        <extracomment>%1 a loop device, e.g. loop3</extracomment>
        <translation>%1 é um dispositivo loop sem E/S direta: suas leituras e gravações passam pelo cache de páginas do sistema de arquivos que guarda seu arquivo, então estes números descrevem o cache de páginas (memória), não uma unidade. Associe-o com &apos;losetup --direct-io=on&apos; para medir a unidade sob o arquivo.</translation>
    </message>
    <message>
        <source>The run went through the page cache, which serves some requests from memory and sends others to the drive.</source>
        <translation>A execução passou pelo cache de páginas, que atende alguns pedidos da memória e manda outros para a unidade.</translation>
    </message>
    <message>
        <source>Something else used the drive meanwhile, a cache filled or emptied, or the drive paused to tidy up: run the test again before trusting the numbers.</source>
        <translation>Outra coisa usou a unidade nesse meio-tempo, um cache encheu ou esvaziou, ou a unidade parou para se organizar: rode o teste de novo antes de confiar nos números.</translation>
    </message>
    <message>
        <source>The numbers are unstable: %1 swung between %2 and %4 (typically %3) from one tenth of a second to the next, far more than a drive&apos;s own noise. %5</source>
        <extracomment>%1 a measurement (&quot;SEQ1M Q8T1 read&quot;); %2, %3, %4 rates or IOPS (low, typical, high); %5 why (a sentence)</extracomment>
        <translation>Os números estão instáveis: %1 oscilou entre %2 e %4 (em geral %3) de um décimo de segundo para o outro, muito mais que o ruído próprio de uma unidade. %5</translation>
    </message>
    <message>
        <source>%1 is no longer empty (found: %2), so it was not written to. Confirm again with the device&apos;s name.</source>
        <extracomment>%1 device node, %2 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>%1 não está mais vazio (encontrado: %2), então nada foi gravado nele. Confirme de novo com o nome do dispositivo.</translation>
    </message>
    <message>
        <source>No drive was found under the target.</source>
        <translation>Nenhuma unidade foi encontrada sob o destino.</translation>
    </message>
    <message>
        <source>%1 reports no temperature.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 não informa temperatura.</translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during this test: these numbers are those of a hot drive, not what it does when cool.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C; %n how often it throttled itself</extracomment>
        <translation>
            <numerusform>A unidade chegou a %1 °C e se desacelerou %n vez durante este teste: estes números são os de uma unidade quente, não o que ela faz fria.</numerusform>
            <numerusform>A unidade chegou a %1 °C e se desacelerou %n vezes durante este teste: estes números são os de uma unidade quente, não o que ela faz fria.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during the sustained write: the drop from %2 to %3 at %4 is heat, not its cache.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C, %n how often it throttled itself, %2 and %3 transfer rates, %4 an amount of data</extracomment>
        <translation>
            <numerusform>A unidade chegou a %1 °C e se desacelerou %n vez durante a gravação contínua: a queda de %2 para %3 em %4 é calor, não o cache dela.</numerusform>
            <numerusform>A unidade chegou a %1 °C e se desacelerou %n vezes durante a gravação contínua: a queda de %2 para %3 em %4 é calor, não o cache dela.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drive temperature: %1 °C before the test, %2 °C after.</source>
        <extracomment>%1 and %2 temperatures in °C (&quot;?&quot; when unknown)</extracomment>
        <translation>Temperatura da unidade: %1 °C antes do teste, %2 °C depois.</translation>
    </message>
    <message numerus="yes">
        <source>The drive slowed itself down for heat %n time(s) during the test, for %1 s in all.</source>
        <extracomment>%n how often the drive throttled itself, %1 seconds it spent throttled</extracomment>
        <translation>
            <numerusform>A unidade se desacelerou por calor %n vez durante o teste, por %1 s ao todo.</numerusform>
            <numerusform>A unidade se desacelerou por calor %n vezes durante o teste, por %1 s ao todo.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive did not slow itself down for heat during the test.</source>
        <translation>A unidade não se desacelerou por calor durante o teste.</translation>
    </message>
    <message>
        <source>Time above its warning temperature during the test: %1 min; above its critical temperature: %2 min.</source>
        <extracomment>%1 and %2 minutes</extracomment>
        <translation>Tempo acima da temperatura de alerta durante o teste: %1 min; acima da temperatura crítica: %2 min.</translation>
    </message>
    <message>
        <source>The drive&apos;s heat was not read: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>A temperatura da unidade não foi lida: %1</translation>
    </message>
</context>
</TS>
